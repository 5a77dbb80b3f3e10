import { generateSealKeys, isSealPrivateKey, isSealPublicKey, openSealed, seal } from './sealed-box.js';

describe('sealed values', () => {
  const recipient = generateSealKeys();
  const link = 'https://afilia.app/reset-password?token=abc123';

  it('opens only with the private key of the one it was sealed for', () => {
    const sealed = seal(recipient.publicKey, link);
    expect(sealed).not.toContain('abc123');
    expect(openSealed(recipient.privateKey, sealed)).toBe(link);
    expect(() => openSealed(generateSealKeys().privateKey, sealed)).toThrow();
  });

  it('seals the same value differently each time, and refuses an altered one', () => {
    const a = seal(recipient.publicKey, link);
    expect(seal(recipient.publicKey, link)).not.toBe(a);
    const parts = a.split('.');
    parts[3] = Buffer.from('otro enlace').toString('base64url');
    expect(() => openSealed(recipient.privateKey, parts.join('.'))).toThrow();
    expect(() => openSealed(recipient.privateKey, 'no sellado')).toThrow('Not a sealed value');
  });

  it('tells its keys apart from anything else', () => {
    expect(isSealPublicKey(recipient.publicKey)).toBe(true);
    expect(isSealPrivateKey(recipient.privateKey)).toBe(true);
    expect(isSealPublicKey(recipient.privateKey)).toBe(false);
    expect(isSealPrivateKey('x')).toBe(false);
  });
});
