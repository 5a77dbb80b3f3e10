import { dayOf, visitorHash } from './visitor-hasher.js';

describe('the visitor hash', () => {
  const monday = Buffer.alloc(32, 1);
  const tuesday = Buffer.alloc(32, 2);

  it('is the same visitor all day, another one the next day, and never the address', () => {
    const first = visitorHash(monday, '190.2.3.4', 'Mozilla/5.0');
    expect(visitorHash(monday, '190.2.3.4', 'Mozilla/5.0')).toBe(first);
    expect(visitorHash(tuesday, '190.2.3.4', 'Mozilla/5.0')).not.toBe(first);
    expect(visitorHash(monday, '190.2.3.5', 'Mozilla/5.0')).not.toBe(first);
    expect(visitorHash(monday, '190.2.3.4', 'Mozilla/5.1')).not.toBe(first);
    expect(first).toHaveLength(43);
    expect(first).not.toContain('190');
  });

  it('separates address and agent, so moving a character across them is another visitor', () => {
    expect(visitorHash(monday, '1.2.3.4', '5 agent')).not.toBe(visitorHash(monday, '1.2.3.45', ' agent'));
  });

  it('rotates at midnight UTC', () => {
    expect(dayOf(Date.parse('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(dayOf(Date.parse('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
  });
});
