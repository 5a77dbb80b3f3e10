import type { IncomingMessage } from 'node:http';

/**
 * The visitor's address: the socket's, or, behind `hops` trusted proxies, the one the nearest
 * untrusted hop appended to X-Forwarded-For (anything further left is the client's to invent).
 */
export function clientAddress(req: IncomingMessage, hops: number): string {
  const socket = req.socket.remoteAddress ?? '';
  if (hops === 0) return socket;
  const forwarded = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  chain.push(socket);
  return chain[Math.max(0, chain.length - 1 - hops)] ?? socket;
}
