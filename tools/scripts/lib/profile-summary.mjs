// Summarises a V8 .cpuprofile: where the busy time went, by package and by function.
//   node tools/scripts/lib/profile-summary.mjs data/profiles/<run>/gateway.cpuprofile [rows]
// Shares are of busy time (idle samples left out), so processes that wait a lot compare fairly.
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node tools/scripts/lib/profile-summary.mjs <file.cpuprofile> [rows]\n');
  process.exit(2);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);

/** `node_modules/@nestjs/core/...` → @nestjs/core; our own code → its project folder. */
function packageOf(url) {
  if (!url) return '(V8 and native)';
  if (url.startsWith('node:')) return 'node';
  const dep = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (dep) return dep[1];
  const own = url.match(/\/((services|tools)\/[^/]+|gateway|contracts)\//);
  return own ? own[1] : url;
}
const labelOf = (node) =>
  `${node.callFrame.functionName || '(anonymous)'}  ${packageOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

const samplesOf = new Map();
for (const id of profile.samples) samplesOf.set(id, (samplesOf.get(id) ?? 0) + 1);

const selfByPackage = new Map();
const selfByFunction = new Map();
const inclusiveByFunction = new Map();
let busy = 0;
for (const [id, count] of samplesOf) {
  const node = nodes.get(id);
  if (node.callFrame.functionName === '(idle)') continue;
  busy += count;
  const pkg = packageOf(node.callFrame.url);
  selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + count);
  selfByFunction.set(labelOf(node), (selfByFunction.get(labelOf(node)) ?? 0) + count);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const label = labelOf(nodes.get(at));
    if (seen.has(label) || label.startsWith('(root)')) continue;
    seen.add(label);
    inclusiveByFunction.set(label, (inclusiveByFunction.get(label) ?? 0) + count);
  }
}

const share = (count) => `${((100 * count) / busy).toFixed(1).padStart(5)}%`;
const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, rows);
const total = profile.samples.length;
console.log(`${file}: busy ${((100 * busy) / total).toFixed(1)}% of ${total} samples; shares below are of busy time`);
console.log('\nself time by package');
for (const [name, count] of top(selfByPackage)) console.log(`${share(count)}  ${name}`);
console.log('\nself time by function');
for (const [name, count] of top(selfByFunction)) console.log(`${share(count)}  ${name}`);
console.log('\ntime including callees, by function');
for (const [name, count] of top(inclusiveByFunction)) console.log(`${share(count)}  ${name}`);
