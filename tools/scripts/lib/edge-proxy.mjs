// The one public address of `npm start` (issue 37 §1): HAProxy, from Debian's packages, routes the
// shopper's paths to tracking's listener and everything else to the gateway, as the Kubernetes
// Ingress does, so an API request no longer passes through tracking's process. Where HAProxy is
// not installed, tracking's own forwarder (edge-forwarder.ts) holds the public port as before.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDGE_REQUESTS_PER_ADDRESS, EDGE_TOO_MANY_CONNECTIONS, TRACKING_PUBLIC_PATHS } from '@afilia/contracts';
import { startChild } from './infra.mjs';

/** The haproxy binary on PATH, or null (AFILIA_EDGE=node asks for tracking's forwarder anyway). */
export function haproxyBinary(env = process.env) {
  if (env.AFILIA_EDGE === 'node') return null;
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || null : null;
}

/**
 * HAProxy's configuration for the edge. `trustedHops` proxies stand before it (TRUST_PROXY_HOPS):
 * then the visitor is that many entries from the right of X-Forwarded-For, else the socket's
 * address; each visitor may hold EDGE_REQUESTS_PER_ADDRESS requests open (429 past them, the
 * forwarder's text); a visitor's close closes the upstream request. Timeouts: a live stream lasts up to its token's 15 minutes (with a
 * heartbeat), a request's headers must arrive within 15 s, an idle kept-alive socket closes
 * after 15 s.
 */
export function haproxyConfig({ host, port, trackingPort, gatewayPort, trustedHops = 0 }) {
  const visitor = trustedHops > 0 ? `req.hdr_ip(x-forwarded-for,-${trustedHops})` : 'src';
  const shopper = TRACKING_PUBLIC_PATHS.flatMap((path) => [`path ${path}`, `path_beg ${path}/`]);
  return [
    // No maxconn: HAProxy derives it from the open-files limit it is given.
    'global',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 16m',
    '  timeout server 16m',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 15s',
    // The visitor's address for the gateway and tracking, which trust this one hop more.
    '  option forwardfor',
    // A visitor who goes away (a tab closed, a page left) closes the upstream request at once:
    // otherwise the gateway would count a live stream until its next heartbeat failed, and a
    // person's fourth stream would be refused (3 per person, decision 231).
    '  option abortonclose',
    '',
    'frontend public',
    `  bind ${host}:${port}`,
    '  stick-table type ip size 200k expire 1m store conn_cur',
    `  http-request track-sc0 ${visitor}`,
    `  http-request return status 429 content-type "text/plain; charset=utf-8" string "${EDGE_TOO_MANY_CONNECTIONS}" hdr retry-after 5 if { sc0_conn_cur gt ${EDGE_REQUESTS_PER_ADDRESS} }`,
    '  http-request set-header X-Forwarded-Host %[req.hdr(host)]',
    ...shopper.map((match) => `  acl shopper ${match}`),
    '  use_backend tracking if shopper',
    '  default_backend gateway',
    '',
    'backend tracking',
    `  server tracking 127.0.0.1:${trackingPort}`,
    '',
    'backend gateway',
    `  server gateway 127.0.0.1:${gatewayPort}`,
    '',
  ].join('\n');
}

/** Starts HAProxy in the foreground as a child of the launcher, with its configuration in a folder of its own. */
export function startEdgeProxy(binary, options, { logFile } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'afilia-edge-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  return startChild('edge', binary, ['-db', '-f', file], { logFile });
}
