// The local cluster's one public address (npm run cluster): a TCP balancer in front of tracking's
// replicas, as a Kubernetes Service is in front of its pods. It passes bytes, never reads them.
import net from 'node:net';

/**
 * Listens on `host:port` and hands each connection to the next of `upstreams` (ports on
 * 127.0.0.1) in turn; one that refuses the connection (a replica that died) is skipped for the
 * next, so a client only sees an error when every replica refuses.
 */
export function startRoundRobin({ port, host, upstreams }) {
  let next = 0;
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    client.on('error', () => client.destroy());
    const tryUpstream = (tries) => {
      const upstreamPort = upstreams[next++ % upstreams.length];
      const upstream = net.connect({ port: upstreamPort, host: '127.0.0.1' });
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
        client.resume();
      });
      upstream.on('error', () => {
        // Refused: the next replica. Cut off later (the replica died mid-answer): the client sees it.
        if (connected || tries + 1 >= upstreams.length) client.destroy();
        else tryUpstream(tries + 1);
      });
    };
    tryUpstream(0);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
