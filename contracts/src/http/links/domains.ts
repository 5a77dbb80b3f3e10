import { z } from 'zod';

/**
 * 'Tus dominios' (issue 34 §3): the domains a brand's links may lead to. Its connected store's
 * and its pixel's verified pages count by themselves; any other domain the brand proves with a
 * DNS TXT record. The texts are ours (the seeds are silent; docs/decisions.md).
 */
export const DOMAIN_TEXTS = {
  title: 'Tus dominios',
  intro:
    'Tus links, campañas y links personalizados solo pueden llevar a estos dominios (y sus subdominios). Los de tu tienda conectada y los de las páginas donde verificaste tu píxel se agregan solos.',
  invalid: 'Ingresá un dominio válido, por ejemplo mimarca.com.ar',
  alreadyVerified: 'Ese dominio ya está verificado',
  claimed: 'Dominio agregado: creá el registro TXT y verificalo',
  verified: 'Dominio verificado',
  notFound: 'No encontramos el registro TXT con tu código. Si lo acabás de crear, puede tardar unos minutos: probá de nuevo más tarde.',
  claimNotFound: 'Dominio no encontrado',
  removed: 'Dominio quitado',
  instructions: 'Creá este registro TXT en el DNS de tu dominio y después tocá Verificar:',
} as const;

/** Where a domain came from: the store, a pixel's verified page, a DNS record, or waiting for its record. */
export const DOMAIN_SOURCES = ['store', 'pixel', 'dns'] as const;
export type DomainSource = (typeof DOMAIN_SOURCES)[number];

/** The DNS name the record goes on and the text it holds, for a claim of `host` with `token`. */
export function domainRecord(host: string, token: string): { name: string; value: string } {
  return { name: `_afilia.${host}`, value: `afilia-verificacion=${token}` };
}

/**
 * A domain as the brand types it ('mimarca.com.ar', 'https://www.mimarca.com.ar/tienda'): its
 * host in lower case, without www. nor port; null when it is not a public domain name.
 */
export function domainOf(input: string): string | null {
  // The authority of a URL, or the text itself: what lies between the scheme and the path.
  const authority = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/, 1)[0]!;
  if (authority.includes('@')) return null;
  const host = authority
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  const labels = host.split('.');
  // A name with a top-level domain of letters: no bare word, no IP address, no local name.
  if (labels.length < 2 || !/^[a-z]{2,63}$/.test(labels.at(-1)!) || host.length > 253) return null;
  if (!labels.every((l) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
  return host;
}

export const brandDomainSchema = z.object({
  host: z.string(),
  /** Null while its TXT record waits to be verified. */
  source: z.enum(DOMAIN_SOURCES).nullable(),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The claim a brand verifies or removes; null for a domain that is its store's or its pixel's. */
  claimId: z.uuid().nullable(),
  /** The record to create, while the claim waits. */
  record: z.object({ name: z.string(), value: z.string() }).nullable(),
});
export type BrandDomain = z.infer<typeof brandDomainSchema>;
export const brandDomainListSchema = z.array(brandDomainSchema);

export const claimDomainBodySchema = z.object({
  domain: z
    .string({ error: DOMAIN_TEXTS.invalid })
    .max(300, { error: DOMAIN_TEXTS.invalid })
    .refine((d) => domainOf(d) !== null, { error: DOMAIN_TEXTS.invalid }),
});
export type ClaimDomainBody = z.input<typeof claimDomainBodySchema>;
export const claimDomainRequestSchema = claimDomainBodySchema.extend({ brandId: z.uuid().optional() });
export type ClaimDomainRequest = z.input<typeof claimDomainRequestSchema>;
export type ClaimDomain = z.infer<typeof claimDomainRequestSchema>;
