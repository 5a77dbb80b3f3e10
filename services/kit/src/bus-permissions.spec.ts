import { CatalogueRequests, IdentityEvents, IdentityRequests, SERVICE_NAMES, SERVICES, streamOf } from '@afilia/contracts';
import { BUS_IDENTITIES, busPermissions, inboxPrefixOf } from './bus-permissions.js';
import { platformNatsUsers, renderNatsServerConfig } from './nats-server-config.js';

const permissions = busPermissions();

describe('who may say what on the bus', () => {
  it('gives nobody everything, and everyone only their own inbox', () => {
    for (const identity of BUS_IDENTITIES) {
      const { publish, subscribe } = permissions[identity]!;
      expect([...publish, ...subscribe].filter((s) => s === '>' || s.startsWith('*') || s === '$JS.API.>')).toEqual([]);
      expect(subscribe.filter((s) => s.startsWith('_INBOX'))).toEqual([`${inboxPrefixOf(identity)}.>`]);
    }
  });

  it('lets the gateway send the requests people make, a service only those that name it a caller, and no service answer another’s', () => {
    expect(permissions.gateway!.publish).toEqual(
      expect.arrayContaining([IdentityRequests.signIn.subject, CatalogueRequests.listProducts.subject]),
    );
    expect(permissions.gateway!.allowResponses).toBe(false);
    const requestSubjects = new Set(
      SERVICE_NAMES.flatMap((n) => Object.values(SERVICES[n].requests as Record<string, { subject: string }>).map((d) => d.subject)),
    );
    for (const name of SERVICE_NAMES) {
      const { publish, subscribe } = permissions[name]!;
      const othersRequests = publish.filter((s) => requestSubjects.has(s) && !s.startsWith(`${name}.`));
      const named = othersRequests.filter((s) =>
        SERVICE_NAMES.some((owner) =>
          Object.values(SERVICES[owner].requests as Record<string, { subject: string; callers: readonly string[] }>).some(
            (d) => d.subject === s && d.callers.includes(name),
          ),
        ),
      );
      expect({ name, othersRequests }).toEqual({ name, othersRequests: named });
      expect(subscribe.filter((s) => !s.startsWith(`${name}.`) && !s.startsWith('_INBOX'))).toEqual([]);
    }
    expect(permissions.campaigns!.publish).toEqual(expect.arrayContaining([CatalogueRequests.getProducts.subject]));
    expect(permissions.notifications!.publish).not.toContain(CatalogueRequests.getProducts.subject);
    expect(permissions.campaigns!.publish).not.toContain(CatalogueRequests.listProducts.subject);
  });

  it('lets a service publish exactly its own events', () => {
    expect(permissions.identity!.publish).toEqual(expect.arrayContaining([...streamOf('identity')!.subjects]));
    expect(permissions.gateway!.publish).not.toContain(IdentityEvents.sessionsEnded.subject);
    expect(permissions.tracking!.publish.filter((s) => s.startsWith('$JS.API.STREAM.CREATE'))).toEqual(['$JS.API.STREAM.CREATE.TRACKING']);
    expect(permissions.notifications!.publish).not.toContain('tracking.click.recorded');
  });

  it('lets a service follow the events it lists, with ordered consumers bound by their filter', () => {
    expect(permissions.tracking!.publish).toContain('$JS.API.CONSUMER.CREATE.TRACKING.*.tracking.link.changed');
    expect(permissions.tracking!.publish).not.toContain('$JS.API.CONSUMER.CREATE.TRACKING.*.tracking.click.recorded');
    // Campaigns binds durable consumers to tracking's billing events, and follows none of them.
    expect(permissions.campaigns!.publish.filter((s) => s.includes('CONSUMER.CREATE.TRACKING.*'))).toEqual([]);
    // Identity binds durable consumers to tracking's link and earnings events (the directory's projections), and follows none.
    expect(permissions.identity!.publish.filter((s) => s.includes('CONSUMER.CREATE.TRACKING.*'))).toEqual([]);
    expect(permissions.identity!.publish).toContain(
      '$JS.API.CONSUMER.CREATE.TRACKING.identity__tracking_link_created.tracking.link.created',
    );
  });

  it('acknowledges pulled events through the services’ reply permission, with no ack subject that would make nats-server keep every delivery’s', () => {
    for (const name of SERVICE_NAMES) {
      expect(permissions[name]!.allowResponses).toBe(true);
      expect(permissions[name]!.publish.filter((s) => s.startsWith('$JS.ACK'))).toEqual([]);
    }
  });

  it('writes a server configuration with one nkey user per identity and no anonymous access', () => {
    const config = renderNatsServerConfig({
      listen: '127.0.0.1:4222',
      storeDir: '/tmp/js',
      users: platformNatsUsers((identity) => `$NKEY_${identity.toUpperCase()}`),
    });
    expect(config.match(/nkey: /g)).toHaveLength(BUS_IDENTITIES.length);
    expect(config).toContain('nkey: $NKEY_GATEWAY');
    expect(config).not.toMatch(/no_auth_user|http:/);
  });
});
