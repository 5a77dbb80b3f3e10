// The one public address of `npm start` (issue 37 §1): HAProxy, from Debian's packages, routes the
// shopper's paths to tracking's listener and everything else to the gateway, as the Kubernetes
// Ingress does, so an API request no longer passes through tracking's process. Its configuration
// is compose's edge's too (tools/manifests/src/edge-config.ts). Where HAProxy is not installed,
// tracking's own forwarder (edge-forwarder.ts) holds the public port as before.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The subpath, not the package's root: that loads the renderers (prettier, yaml) too.
import { edgeConfig } from '@afilia/manifests/edge-config';
import { startChild } from './infra.mjs';

/** The haproxy binary on PATH, or null (AFILIA_EDGE=node asks for tracking's forwarder anyway). */
export function haproxyBinary(env = process.env) {
  if (env.AFILIA_EDGE === 'node') return null;
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || null : null;
}

/** The edge's configuration for `npm start`: both parts on the loopback, one process each. */
export function haproxyConfig({ host, port, trackingPort, gatewayPort }) {
  return edgeConfig({
    bind: `${host}:${port}`,
    tracking: { host: '127.0.0.1', port: trackingPort },
    gateway: { host: '127.0.0.1', port: gatewayPort },
  });
}

/** Starts HAProxy in the foreground as a child of the launcher, with its configuration in a folder of its own. */
export function startEdgeProxy(binary, options, { logFile } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'afilia-edge-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  // The proxies before the edge (the configuration reads it when HAProxy starts).
  const env = { ...process.env, TRUST_PROXY_HOPS: String(options.trustedHops ?? 0) };
  return startChild('edge', binary, ['-db', '-f', file], { logFile, env });
}
