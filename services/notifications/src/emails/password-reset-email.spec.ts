import { LINK_PLACEHOLDER } from './emails.service.js';
import { passwordResetEmail } from './password-reset-requested.listener.js';

describe('passwordResetEmail', () => {
  it('greets the person and carries the link, still sealed, and its 30-minute limit', () => {
    const email = passwordResetEmail({
      eventId: '00000000-0000-4000-8000-000000000001',
      occurredAt: '2026-01-01T00:00:00Z',
      userId: '00000000-0000-4000-8000-000000000002',
      email: 'ana@example.com',
      name: 'Ana Paz',
      sealedResetUrl: 's1.sellado',
      expiresAt: '2026-01-01T00:30:00Z',
    });
    expect(email.to).toBe('ana@example.com');
    expect(email.subject).toBe('Restablecé tu contraseña de Afilia');
    expect(email.text).toContain('Hola Ana Paz,');
    expect(email.text).toContain(`(vence en 30 minutos):\n${LINK_PLACEHOLDER}\n`);
    expect(email.sealedLink).toBe('s1.sellado');
  });
});
