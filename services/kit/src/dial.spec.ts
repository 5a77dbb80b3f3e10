import { dialWithRetry } from './dial.js';

describe('dialWithRetry', () => {
  it('dials again while the server refuses, and answers the connection once it accepts', async () => {
    let dials = 0;
    const connection = await dialWithRetry(async () => {
      dials += 1;
      if (dials < 3) throw new Error('connection refused');
      return 'connected';
    }, 'a server');
    expect({ connection, dials }).toEqual({ connection: 'connected', dials: 3 });
  });

  it('fails at once on an error that dialling again would not change', async () => {
    let dials = 0;
    const refused = dialWithRetry(
      async () => {
        dials += 1;
        throw new Error('Authorization Violation');
      },
      'a server',
      { isFinal: (error) => String(error).includes('Authorization') },
    );
    await expect(refused).rejects.toThrow('Authorization Violation');
    expect(dials).toBe(1);
  });
});
