import { SubjectServerNats } from './subject-server.js';

class Probe extends SubjectServerNats {
  route(pattern: string): string {
    return this.getRouteFromPattern(pattern);
  }
}

describe('SubjectServerNats', () => {
  const server = new Probe({ servers: ['nats://127.0.0.1:1'] });

  it('routes a plain subject as it is, and still reads an object pattern as Nest does', () => {
    expect(server.route('identity.user.get')).toBe('identity.user.get');
    expect(server.route('{"b":1,"a":"x"}')).toBe('{"a":"x","b":1}');
  });
});
