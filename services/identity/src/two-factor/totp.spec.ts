import { Secret } from 'otpauth';
import { totpCode as codeAt } from '@afilia/service-kit/testing';
import { enrollmentFor, newTotpKey, stepOfCode } from './totp.js';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.js';
import { RECOVERY_CODE_PATTERN, twoFactorCodeField } from '@afilia/contracts';

// RFC 6238 appendix B: the SHA-1 key "12345678901234567890" gives 94287082 at 59 s (8 digits;
// our six are its last six).
const RFC_KEY = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP', () => {
  it("gives RFC 6238's test vectors (the library the service and the tests share)", () => {
    expect(codeAt(RFC_KEY, 59_000)).toBe('287082');
    expect(codeAt(RFC_KEY, 1_111_111_109_000)).toBe('081804');
    expect(codeAt(RFC_KEY, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the code of now and of the steps beside it, and names its step', () => {
    const key = newTotpKey();
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(stepOfCode(key, codeAt(key, now), now)).toBe(step);
    expect(stepOfCode(key, codeAt(key, now - 30_000), now)).toBe(step - 1);
    expect(stepOfCode(key, codeAt(key, now + 30_000), now)).toBe(step + 1);
    expect(stepOfCode(key, codeAt(key, now - 90_000), now)).toBeNull();
    expect(stepOfCode(newTotpKey(), codeAt(key, now), now)).toBeNull();
  });

  it('gives apps a 160-bit key and an otpauth address naming Afilia and the person', () => {
    const key = newTotpKey();
    expect(Secret.fromBase32(key).bytes).toHaveLength(20);
    const { key: shown, uri } = enrollmentFor(key, 'ana@marca.com');
    expect(shown.replace(/ /g, '')).toBe(key);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Afilia:ana%40marca\.com\?/);
    expect(new URL(uri).searchParams.get('secret')).toBe(key);
    expect(new URL(uri).searchParams.get('issuer')).toBe('Afilia');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes the code field reads back to their stored spelling', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(RECOVERY_CODE_PATTERN);
      expect(twoFactorCodeField.parse(` ${code.toUpperCase()} `)).toBe(normaliseRecoveryCode(code));
    }
  });

  it('the code field takes six digits with spaces and refuses anything else with its message', () => {
    expect(twoFactorCodeField.parse('123 456')).toBe('123456');
    expect(twoFactorCodeField.safeParse('12345').error?.issues[0]?.message).toBe(
      'El código tiene 6 dígitos, o es un código de recuperación',
    );
    expect(twoFactorCodeField.safeParse('').error?.issues[0]?.message).toBe('Ingresá el código de tu app de autenticación');
  });
});
