// docs/architecture.md's "Who consumes what" table (npm run docs:consumers), rendered from the one
// list of services (contracts/src/services.ts): who publishes each event, which services bind a
// durable consumer to it (`consumes`) and who follows it on every replica (`follows`, and the
// gateway's GATEWAY_FOLLOWS). A unit test (consumer-table.spec.ts) fails when the doc differs.
import { GATEWAY_FOLLOWS, SERVICES } from '@afilia/contracts';

export const START = '<!-- consumers:start -->';
export const END = '<!-- consumers:end -->';

const HEADER = ['event', 'producer', 'consumers (durable)', 'followers (every replica)'];

/** Whether a NATS subject filter (`*` one token, `>` the rest) takes a subject. */
export function filterTakes(filter, subject) {
  const want = filter.split('.');
  const have = subject.split('.');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '>') return have.length > i;
    if (i >= have.length || (want[i] !== '*' && want[i] !== have[i])) return false;
  }
  return want.length === have.length;
}

/**
 * One entry per event subject, sorted by subject: its producer (the service whose `events` hold
 * it), the services consuming it and those following it (the gateway by its filters).
 */
export function consumerRows(services = SERVICES, gatewayFollows = GATEWAY_FOLLOWS) {
  const rows = new Map();
  for (const [name, service] of Object.entries(services))
    for (const def of Object.values(service.events)) {
      if (rows.has(def.subject)) throw new Error(`${def.subject} está en los eventos de ${rows.get(def.subject).producer} y de ${name}`);
      rows.set(def.subject, { subject: def.subject, producer: name, consumers: [], followers: [] });
    }
  const rowOf = (subject, who) => {
    const row = rows.get(subject);
    if (!row) throw new Error(`${who} consume ${subject}, que no está en los eventos de ningún servicio`);
    return row;
  };
  for (const [name, service] of Object.entries(services)) {
    for (const def of service.consumes) rowOf(def.subject, name).consumers.push(name);
    for (const def of service.follows ?? []) rowOf(def.subject, name).followers.push(name);
  }
  for (const { filter } of Object.values(gatewayFollows)) {
    const taken = [...rows.values()].filter((row) => filterTakes(filter, row.subject));
    if (!taken.length) throw new Error(`El gateway sigue ${filter}, que no toma ningún evento`);
    for (const row of taken) if (!row.followers.includes('gateway')) row.followers.push('gateway');
  }
  return [...rows.values()]
    .map((row) => ({ ...row, consumers: [...row.consumers].sort(), followers: [...row.followers].sort() }))
    .sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));
}

/**
 * The markdown between the markers: a table of the events someone consumes or follows, aligned
 * as prettier aligns it, then the events no one does.
 */
export function consumerTable(rows = consumerRows()) {
  const read = rows.filter((row) => row.consumers.length || row.followers.length);
  const unread = rows.filter((row) => !row.consumers.length && !row.followers.length);
  const cells = read.map((row) => [`\`${row.subject}\``, row.producer, row.consumers.join(', ') || '—', row.followers.join(', ') || '—']);
  const widths = HEADER.map((title, i) => Math.max(3, title.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  const out = [line(HEADER), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)];
  if (unread.length) out.push('', `Published, and neither consumed nor followed: ${unread.map((row) => `\`${row.subject}\``).join(', ')}.`);
  return out.join('\n');
}

/** The text between the markers of `doc`. */
export function tableIn(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start || doc.indexOf(START, start + 1) >= 0)
    throw new Error(`docs/architecture.md necesita un ${START} y después un ${END}, una vez cada uno`);
  return doc.slice(start + START.length, end).replace(/^\n+|\n+$/g, '');
}

/** `doc` with `table` between its markers, a blank line either side. */
export function withTable(doc, table) {
  tableIn(doc);
  return `${doc.slice(0, doc.indexOf(START) + START.length)}\n\n${table}\n\n${doc.slice(doc.indexOf(END))}`;
}
