// npm run new:service -- <name> ["what it does"]
// Stamps a domain service in today's pattern (tools/scripts/lib/service-template.mjs): its
// package, main, module, env, data source, first migration, test harness and a health test; its
// contracts (requests and events files); its place in the one list of services
// (contracts/src/services.ts), from which the gateway's health, the launcher, the streams and
// the deploy manifests follow; and its line in docs/architecture.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, run, say } from './lib/infra.mjs';
import {
  checkServiceName,
  registerInArchitecture,
  registerInBarrel,
  registerInEnvExample,
  registerInServices,
  serviceFiles,
} from './lib/service-template.mjs';

const [name, description = `Servicio ${name}`] = process.argv.slice(2);
try {
  checkServiceName(name);
} catch (error) {
  process.stderr.write(`${error.message}\nUso: npm run new:service -- <nombre> ["qué hace"]\n`);
  process.exit(2);
}
if (existsSync(join(ROOT, 'services', name))) {
  process.stderr.write(`services/${name} ya existe.\n`);
  process.exit(2);
}

const touched = [];
const write = (path, content) => {
  mkdirSync(dirname(join(ROOT, path)), { recursive: true });
  writeFileSync(join(ROOT, path), content);
  touched.push(path);
};
const edit = (path, change) => write(path, change(readFileSync(join(ROOT, path), 'utf8')));

for (const [path, content] of Object.entries(serviceFiles(name, { description }))) write(path, content);
edit('contracts/src/services.ts', (s) => registerInServices(s, name));
edit('contracts/src/messages/index.ts', (s) => registerInBarrel(s, name));
edit('contracts/src/events/index.ts', (s) => registerInBarrel(s, name));
edit('docs/architecture.md', (s) => registerInArchitecture(s, name, description));
edit('.env.example', (s) => registerInEnvExample(s, name));

// The generator's own test links the package by hand in its scratch copy of the workspace.
if (process.env.AFILIA_SKIP_INSTALL !== 'true') {
  say('Vinculando el paquete nuevo (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
if (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts?.manifests) {
  say('Agregando el servicio a docker-compose y Kubernetes (npm run manifests)...');
  run('npm', ['run', 'manifests']);
}
spawnSync('npx', ['prettier', '--write', ...touched], { cwd: ROOT, stdio: 'ignore' });

say(`Listo: services/${name}. Siguientes pasos:
  npx nx run @afilia/${name}:build
  npx nx run @afilia/${name}:integration   (su prueba de salud, en Postgres y NATS reales)
  npm start                                 (lo arranca junto al resto; /health lo incluye)
  Pedidos en contracts/src/messages/${name}.ts, eventos en contracts/src/events/${name}.ts.`);
