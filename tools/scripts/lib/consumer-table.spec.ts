import { readFileSync } from 'node:fs';
import { CampaignsEvents, IdentityEvents, SERVICES, TrackingEvents } from '@afilia/contracts';
import { END, START, consumerRows, consumerTable, filterTakes, tableIn, withTable } from './consumer-table.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

interface Row {
  subject: string;
  producer: string;
  consumers: string[];
  followers: string[];
}
const rowOf = (subject: string) => (consumerRows() as Row[]).find((row) => row.subject === subject);

describe("docs/architecture.md's table of who consumes what", () => {
  it('is the one rendered from the list of services', () => {
    try {
      expect(tableIn(read('docs/architecture.md'))).toBe(consumerTable());
    } catch (error) {
      if (error instanceof Error)
        error.message =
          'docs/architecture.md\'s "Who consumes what" table differs from contracts/src/services.ts: ' +
          'regenerate it with `npm run docs:consumers` (do not edit it by hand).\n\n' +
          error.message;
      throw error;
    }
  });

  it("holds every event's producer, its durable consumers and its followers, by subject", () => {
    const rows = consumerRows() as Row[];
    const subjects = rows.map((row) => row.subject);
    expect(subjects).toEqual([...subjects].sort());
    const published = Object.values(SERVICES).flatMap((service) => Object.values(service.events).map((def) => def.subject));
    expect([...subjects].sort()).toEqual([...published].sort());

    expect(rowOf(IdentityEvents.agencyFeeSet.subject)).toEqual({
      subject: 'identity.agency-fee.set',
      producer: 'identity',
      consumers: ['tracking'],
      followers: [],
    });
    expect(rowOf(IdentityEvents.creatorClaimOffered.subject)?.consumers).toEqual(['notifications']);
    expect(rowOf(CampaignsEvents.applicationAccepted.subject)?.consumers).toEqual(['notifications', 'tracking']);
    expect(rowOf(TrackingEvents.linkChanged.subject)).toMatchObject({ consumers: [], followers: ['tracking'] });
    // The gateway's filters: identity.*.changed takes both account changes.
    expect(rowOf(IdentityEvents.userChanged.subject)?.followers).toEqual(['gateway']);
    expect(rowOf(IdentityEvents.brandChanged.subject)?.followers).toEqual(['gateway']);

    const table = consumerTable();
    expect(table).toMatch(
      /^\| event +\| producer +\| consumers \(durable\) +\| followers \(every replica\) \|\n\| -+ \| -+ \| -+ \| -+ \|\n/,
    );
    expect(table).toMatch(/\n\| `identity\.agency-fee\.set` +\| identity +\| tracking +\| — +\|\n/);
    expect(table).toMatch(/\n\| `tracking\.link\.changed` +\| tracking +\| — +\| tracking +\|\n/);
  });

  it('refuses a consumed subject no service publishes, and a doc without its markers', () => {
    const services = {
      identity: { events: { a: { subject: 'identity.a.done' } }, consumes: [{ subject: 'billing.x.done' }] },
    };
    expect(() => consumerRows(services, {})).toThrow('billing.x.done');
    expect(() => tableIn('# no markers')).toThrow(START);
    expect(withTable(`a\n${START}\nold\n${END}\nb`, '| t |')).toBe(`a\n${START}\n\n| t |\n\n${END}\nb`);
  });

  it('reads NATS filters token by token', () => {
    expect(filterTakes('identity.*.changed', 'identity.user.changed')).toBe(true);
    expect(filterTakes('identity.*.changed', 'identity.user.x.changed')).toBe(false);
    expect(filterTakes('identity.>', 'identity.user.changed')).toBe(true);
    expect(filterTakes('identity.>', 'identity')).toBe(false);
    expect(filterTakes('identity.user.changed', 'identity.user')).toBe(false);
  });
});
