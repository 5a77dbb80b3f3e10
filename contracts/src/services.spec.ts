import { GATEWAY_FOLLOWS, ownerOf, SERVICE_NAMES, SERVICES, streamOf, streamOfEvent } from './services.js';
import { CatalogueEvents, IdentityEvents } from './events/index.js';

describe('the list of services', () => {
  it('names every subject after the service that owns it', () => {
    for (const name of SERVICE_NAMES) {
      const { requests, events } = SERVICES[name];
      for (const def of [...Object.values(requests), ...Object.values(events)]) expect(def.subject.split('.')[0]).toBe(name);
      expect(requests.health.subject).toBe(`${name}.health.check`);
    }
  });

  it('writes every subject <service>.<entity>.<verb>, each segment in kebab-case (docs/architecture.md)', () => {
    const kebab = '[a-z0-9]+(?:-[a-z0-9]+)*';
    const grammar = new RegExp(`^${kebab}\\.${kebab}\\.${kebab}$`);
    const subjects = SERVICE_NAMES.flatMap((name) =>
      [...Object.values(SERVICES[name].requests), ...Object.values(SERVICES[name].events)].map((def) => def.subject),
    );
    expect(subjects.filter((subject) => !grammar.test(subject))).toEqual([]);
  });

  it('gives each publishing service one stream of its exact event subjects', () => {
    expect(streamOf('identity')).toEqual({ name: 'IDENTITY', subjects: Object.values(IdentityEvents).map((e) => e.subject) });
    expect(streamOf('tracking')?.subjects).toEqual([
      'tracking.click.recorded',
      'tracking.link.changed',
      'tracking.link.created',
      'tracking.link.deleted',
      'tracking.cpc.billed',
      'tracking.cpc.quota-warning',
      'tracking.cpc.quota-reached',
      'tracking.fraud.detected',
      'tracking.sale.attributed',
      'tracking.sale.reversed',
      'tracking.payout.paid',
      'tracking.creator.earnings-changed',
      'tracking.conversion.recorded',
      'tracking.conversion.voided',
      'tracking.commission.cleared',
      'tracking.campaign.high-ctr',
    ]);
    expect(streamOfEvent(CatalogueEvents.webhookReceived).name).toBe('CATALOGUE');
  });

  it('refuses a subject no service owns', () => {
    expect(() => ownerOf('billing.invoice.created')).toThrow('billing.invoice.created');
    expect(ownerOf('catalogue.product.list')).toBe('catalogue');
  });

  it("has every consumer read events that exist on their owner's stream", () => {
    for (const name of SERVICE_NAMES) for (const def of SERVICES[name].consumes) expect(streamOfEvent(def).subjects).toContain(def.subject);
  });

  it("has each of the gateway's follows match events of its stream, and no others", () => {
    const matches = (filter: string, subject: string) =>
      new RegExp(`^${filter.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}$`).test(subject);
    const matched = (follow: { stream: string; filter: string }) =>
      SERVICE_NAMES.flatMap((n) => (streamOf(n)?.name === follow.stream ? streamOf(n)!.subjects : [])).filter((s) =>
        matches(follow.filter, s),
      );
    expect(matched(GATEWAY_FOLLOWS.sessionsEnded)).toEqual([IdentityEvents.sessionsEnded.subject]);
    expect(matched(GATEWAY_FOLLOWS.accountChanges).sort()).toEqual([
      IdentityEvents.brandChanged.subject,
      IdentityEvents.userChanged.subject,
    ]);
  });
});
