import { resetPasswordRedirect } from './reset-redirect';

describe('resetPasswordRedirect', () => {
  it('forwards resetToken and token to the reset page', () => {
    expect(resetPasswordRedirect('?resetToken=abc')).toBe('/reset-password?token=abc');
    expect(resetPasswordRedirect('?token=a%2Bb&x=1')).toBe('/reset-password?token=a%2Bb');
  });

  it('prefers resetToken when both are present', () => {
    expect(resetPasswordRedirect('?token=t&resetToken=r')).toBe('/reset-password?token=r');
  });

  it('leaves the landing alone without a token', () => {
    expect(resetPasswordRedirect('')).toBeNull();
    expect(resetPasswordRedirect('?token=')).toBeNull();
  });
});
