import { OutboundRefused, safeRequest, type OutboundOptions, type OutboundRefusal } from '@afilia/service-kit';

/** Why a page could not be read, in the words the verification card shows after 'Error al verificar'. */
export class FetchRefused extends Error {}

/** The verification card's words for each refusal of the kit's outbound request. */
const PAGE_REFUSALS: Record<OutboundRefusal, string> = {
  scheme: 'la dirección debe usar https://',
  not_found: 'no se encontró el sitio',
  private: 'la dirección apunta a una red privada',
  redirects: 'la página redirige demasiadas veces',
  timeout: 'la página no respondió en 5 segundos',
  too_large: 'la página supera los 2 MB',
  connect: 'no se pudo conectar con la página',
  read: 'no se pudo leer la página',
};

export type SafeFetchOptions = Pick<OutboundOptions, 'allowOrigins' | 'timeoutMs' | 'maxBytes' | 'maxRedirects' | 'resolve'>;

/**
 * Reads a brand's page for the pixel verifier (issue 14 §3) through the kit's outbound request,
 * which cannot reach inside: at most 3 redirects, 5 s, 2 MB; anything but a 2xx is refused.
 */
export async function safeFetchText(url: string, options: SafeFetchOptions): Promise<string> {
  try {
    const response = await safeRequest(url, {
      ...options,
      headers: { 'user-agent': 'AfiliaPixelVerifier/1.0 (+verificacion de instalacion)', accept: 'text/html,*/*;q=0.5' },
    });
    if (response.status < 200 || response.status >= 300) throw new FetchRefused(`la página respondió ${response.status}`);
    return response.body;
  } catch (error) {
    if (error instanceof OutboundRefused) throw new FetchRefused(PAGE_REFUSALS[error.reason]);
    throw error;
  }
}
