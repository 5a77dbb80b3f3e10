/**
 * Why a real Tiendanube store could not send its webhooks to `publicUrl`, or null when it can:
 * the API registers only https URLs on a public host (resources/webhook.md). With the sandbox's
 * local mode any URL is fine, so this is asked only when talking to the real API.
 */
export function webhookReachProblem(publicUrl: string): string | null {
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:') return `PUBLIC_URL (${publicUrl}) no es https: Tiendanube no registra webhooks en http`;
  const host = url.hostname.toLowerCase();
  const local =
    /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|\[.*\])$/;
  if (local.test(host)) return `PUBLIC_URL (${publicUrl}) no es una dirección pública: Tiendanube no puede enviarle webhooks`;
  return null;
}
