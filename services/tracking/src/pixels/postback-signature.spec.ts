import { checkPostbackSignature, newPostbackSecret, postbackSignature } from './postback-signature.js';

describe('a postback’s signature', () => {
  const secret = newPostbackSecret();
  const body = Buffer.from(JSON.stringify({ order: '1001', type: 'purchase', amount: 25000 }));
  const now = Date.parse('2026-11-28T12:00:00Z');
  const t = now / 1000;
  const header = (at: number, key = secret, signed: Buffer | string = body) => `t=${at},v1=${postbackSignature(key, at, signed)}`;

  it('is valid for the body and timestamp it signs, with the pixel’s key', () => {
    expect(checkPostbackSignature(secret, header(t), body, now)).toBe('valid');
    expect(checkPostbackSignature(secret, header(t - 299), body, now)).toBe('valid');
  });

  it('is refused for another body, another key or another timestamp', () => {
    expect(checkPostbackSignature(secret, header(t, secret, '{"order":"1001","type":"purchase","amount":99999999}'), body, now)).toBe(
      'invalid',
    );
    expect(checkPostbackSignature(secret, header(t, newPostbackSecret()), body, now)).toBe('invalid');
    expect(checkPostbackSignature(secret, `t=${t + 1},v1=${postbackSignature(secret, t, body)}`, body, now)).toBe('invalid');
  });

  it('cannot be replayed after five minutes, nor sent from the future', () => {
    expect(checkPostbackSignature(secret, header(t - 301), body, now)).toBe('expired');
    expect(checkPostbackSignature(secret, header(t + 301), body, now)).toBe('expired');
  });

  it('says what is missing or malformed', () => {
    expect(checkPostbackSignature(secret, null, body, now)).toBe('missing');
    expect(checkPostbackSignature(secret, 'v1=abc', body, now)).toBe('invalid');
    expect(checkPostbackSignature(secret, `t=ayer,v1=${postbackSignature(secret, t, body)}`, body, now)).toBe('invalid');
  });

  it('accepts any of several signatures, as while a brand rotates its key', () => {
    expect(checkPostbackSignature(secret, `${header(t, newPostbackSecret())},v1=${postbackSignature(secret, t, body)}`, body, now)).toBe(
      'valid',
    );
  });
});
