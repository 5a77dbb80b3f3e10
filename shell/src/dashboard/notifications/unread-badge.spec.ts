import { bellLabel, unreadBadge } from './unread-badge';

describe('the bell’s badge', () => {
  it('is empty at 0, the count up to 9, and 9+ above', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
    expect(unreadBadge(250)).toBe('9+');
  });

  it('tells screen readers how many are unread', () => {
    expect(bellLabel(0)).toBe('Notificaciones');
    expect(bellLabel(12)).toBe('Notificaciones: 12 sin leer');
  });
});
