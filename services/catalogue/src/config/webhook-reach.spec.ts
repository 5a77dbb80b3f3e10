import { webhookReachProblem } from './webhook-reach.js';

describe('whether a real store can send webhooks to PUBLIC_URL', () => {
  it('wants https on a public host', () => {
    expect(webhookReachProblem('https://afilia.app')).toBeNull();
    expect(webhookReachProblem('http://afilia.app')).toContain('no es https');
    for (const local of [
      'https://localhost:8080',
      'https://127.0.0.1',
      'https://afilia.localhost',
      'https://192.168.1.10',
      'https://10.0.0.2',
    ])
      expect(webhookReachProblem(local)).toContain('no es una dirección pública');
  });
});
