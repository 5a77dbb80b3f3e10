import { linkStatusTexts, readLinkStatus } from './link-status';

/** A document whose afilia-link meta has these attributes (none: no meta). */
const docWith = (attributes: Record<string, string> | null) => ({
  querySelector: () => (attributes ? { getAttribute: (name: string) => attributes[name] ?? null } : null),
});

describe('the track page', () => {
  it('reads what tracking said about the link', () => {
    expect(readLinkStatus(docWith({ content: 'unknown' }) as unknown as Document)).toEqual({ page: 'unknown', reason: null });
    expect(readLinkStatus(docWith({ content: 'expired', 'data-reason': 'La marca eliminó la campaña' }) as unknown as Document)).toEqual({
      page: 'expired',
      reason: 'La marca eliminó la campaña',
    });
    expect(readLinkStatus(docWith(null) as unknown as Document)).toBeNull();
    expect(readLinkStatus(docWith({ content: 'otra' }) as unknown as Document)).toBeNull();
  });

  it('speaks the seed’s texts', () => {
    expect(linkStatusTexts({ page: 'expired', reason: 'La campaña está pausada' })).toEqual({
      title: 'Link Caducado',
      text: 'La campaña está pausada',
    });
    expect(linkStatusTexts({ page: 'invalid', reason: null })).toEqual({ title: 'Link No Disponible', text: 'Link inválido' });
    expect(linkStatusTexts({ page: 'error', reason: null }).text).toBe('Error al procesar el link');
    expect(linkStatusTexts({ page: 'unknown', reason: null }).title).toBe('Link No Disponible');
  });
});
