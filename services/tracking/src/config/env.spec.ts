import { generateKeyPairSync } from 'node:crypto';
import { signingKeyOf } from './env.js';

describe('MERCADOPAGO_SIGNING_KEY', () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('takes an Ed25519 private key in PEM, with real or escaped line breaks, or that PEM in base64', () => {
    for (const value of [pem, pem.replace(/\n/g, '\\n'), Buffer.from(pem).toString('base64')])
      expect(signingKeyOf(value).asymmetricKeyType).toBe('ed25519');
  });

  it('refuses anything else, saying what it wants', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => signingKeyOf(rsa)).toThrow('MERCADOPAGO_SIGNING_KEY must be an Ed25519 key');
    expect(() => signingKeyOf('no es una clave, pero es bastante larga como para pasar')).toThrow('is not a private key in PEM');
  });
});
