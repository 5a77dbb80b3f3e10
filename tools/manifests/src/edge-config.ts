import { EDGE_REQUESTS_PER_ADDRESS, EDGE_TOO_MANY_CONNECTIONS, TRACKING_PUBLIC_PATHS } from '@afilia/contracts';

/** Compose's edge configuration, mounted into its HAProxy container. */
export const EDGE_CONFIG_FILE = 'deploy/edge/haproxy.cfg';
/** Where the HAProxy image reads its configuration. */
export const EDGE_CONFIG_PATH = '/usr/local/etc/haproxy/haproxy.cfg';

/** One part behind the edge: an address, or under a resolver a name that answers with each replica's. */
export interface EdgeUpstream {
  host: string;
  port: number;
  /** Under a resolver, at most this many replicas are sent requests. */
  replicas?: number;
}

export interface EdgeOptions {
  /** `host:port` the edge listens on (`:8080` for every interface of a container). */
  bind: string;
  tracking: EdgeUpstream;
  gateway: EdgeUpstream;
  /** The DNS server that names the replicas (compose's own, 127.0.0.11); without one the hosts are addresses. */
  resolver?: string;
}

/** The visitor's address: the socket's, or the one that many trusted proxies before the edge saw (TRUST_PROXY_HOPS). */
const VISITOR_IS_SOCKET = '{ str("${TRUST_PROXY_HOPS}") -m str 0 }';

/**
 * HAProxy's configuration for the platform's one address (decisions 237 and 240): the shopper's
 * paths (TRACKING_PUBLIC_PATHS, whole segments) to tracking's listener, everything else to the
 * gateway, as the Kubernetes Ingress routes them. One text for `npm start` and compose.
 *
 * - TRUST_PROXY_HOPS comes from the edge's environment (HAProxy reads `"${…}"` when it starts):
 *   with 0 the visitor is the socket's address, else that many entries from the right of
 *   X-Forwarded-For. Each visitor may hold EDGE_REQUESTS_PER_ADDRESS requests open (429 past
 *   them); X-Forwarded-For and X-Forwarded-Host go on to the parts, which trust one hop more.
 * - A live stream lasts up to its token's 15 minutes (with a heartbeat); a request's headers must
 *   arrive within 15 s and an idle kept-alive socket closes after 15 s. A visitor who goes away
 *   closes the upstream request at once (a left page's stream no longer counts against the
 *   person's three).
 * - Under a resolver (compose), each part's replicas are the addresses its name resolves to,
 *   checked by connecting every 2 s; a request whose connection fails goes to another replica.
 */
export function edgeConfig({ bind, tracking, gateway, resolver }: EdgeOptions): string {
  const shopper = TRACKING_PUBLIC_PATHS.flatMap((path) => [`path ${path}`, `path_beg ${path}/`]);
  const backend = (name: string, upstream: EdgeUpstream) => [
    `backend ${name}`,
    resolver
      ? `  server-template ${name} ${upstream.replicas ?? 1} ${upstream.host}:${upstream.port} resolvers platform init-addr none check inter 2s`
      : `  server ${name} ${upstream.host}:${upstream.port}`,
    '',
  ];
  return [
    // No maxconn: HAProxy derives it from the open-files limit it is given.
    'global',
    '',
    ...(resolver ? ['resolvers platform', `  nameserver dns ${resolver}`, '  hold valid 10s', ''] : []),
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 16m',
    '  timeout server 16m',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 15s',
    '  option forwardfor',
    '  option abortonclose',
    ...(resolver ? ['  option redispatch', '  retries 2'] : []),
    '',
    'frontend public',
    `  bind ${bind}`,
    '  stick-table type ip size 200k expire 1m store conn_cur',
    `  http-request track-sc0 src if ${VISITOR_IS_SOCKET}`,
    `  http-request track-sc0 req.hdr_ip(x-forwarded-for,-"\${TRUST_PROXY_HOPS}") unless ${VISITOR_IS_SOCKET}`,
    `  http-request return status 429 content-type "text/plain; charset=utf-8" string "${EDGE_TOO_MANY_CONNECTIONS}" hdr retry-after 5 if { sc0_conn_cur gt ${EDGE_REQUESTS_PER_ADDRESS} }`,
    '  http-request set-header X-Forwarded-Host %[req.hdr(host)]',
    ...shopper.map((match) => `  acl shopper ${match}`),
    '  use_backend tracking if shopper',
    '  default_backend gateway',
    '',
    ...backend('tracking', tracking),
    ...backend('gateway', gateway),
  ].join('\n');
}
