import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';
import { currentRequestContext, runInRequestContext } from './request-context.js';
import { asSystem, scopeConnections, tenantPolicy, tenantScopeOf, tenantSettings } from './tenant-scope.js';
import { tenantScopeKey, tenantScopeMac } from './tenant-scope-keeper.js';
import { adminActor, agencyActor, brandActor, creatorActor } from './testing/actors.js';

describe('tenantScopeOf', () => {
  it('sees nothing outside a request, nor for a request with no actor', () => {
    expect(tenantSettings(tenantScopeOf(undefined))).toEqual(['off', '', '', '']);
    expect(tenantSettings(tenantScopeOf({ requestId: 'req-12345678', actor: null }))).toEqual(['off', '', '', '']);
  });

  it("gives a brand its brand, an agency its brands and its own id, a creator its id, and an admin or the service's own work all", () => {
    const brand = brandActor();
    expect(tenantSettings(tenantScopeOf({ actor: brand }))).toEqual(['off', brand.brandIds[0], '', '']);
    const [a, b] = [randomUUID(), randomUUID()];
    const agency = agencyActor([a, b]);
    expect(tenantSettings(tenantScopeOf({ actor: agency }))).toEqual(['off', `${a},${b}`, '', agency.agencyId]);
    const creator = creatorActor();
    expect(tenantSettings(tenantScopeOf({ actor: creator }))).toEqual(['off', '', creator.creatorId, '']);
    expect(tenantScopeOf({ actor: adminActor() }).all).toBe(true);
    expect(tenantScopeOf({ actor: creator, system: true }).all).toBe(true);
  });
});

describe('asSystem', () => {
  it("runs as the service's own work, keeping the request id and the actor for the logs, and ends with it", () => {
    const actor = creatorActor();
    runInRequestContext({ requestId: 'req-12345678', actor }, () => {
      expect(asSystem(() => currentRequestContext())).toEqual({ requestId: 'req-12345678', actor, system: true });
      expect(currentRequestContext()?.system).toBeUndefined();
    });
  });
});

describe('tenantPolicy', () => {
  it('forces the policy on the owner and names only the columns the table has', () => {
    const { up, down } = tenantPolicy('"s"."t"', { brand: 'brand_id', agency: 'agency_id' });
    expect(up.slice(0, 2)).toEqual(['ALTER TABLE "s"."t" ENABLE ROW LEVEL SECURITY', 'ALTER TABLE "s"."t" FORCE ROW LEVEL SECURITY']);
    expect(up[2]).toContain(`"brand_id" = ANY ((SELECT s."brands" FROM "afilia_scope"."verified"() s)::uuid[])`);
    expect(up[2]).toContain(`"agency_id" = (SELECT s."agency" FROM "afilia_scope"."verified"() s)`);
    // Never the settings themselves: any SQL the service runs could change them.
    expect(up[2]).not.toContain('current_setting');
    expect(up[2]).not.toContain('creator');
    expect(up[2]).toMatch(/USING \((.+)\) WITH CHECK \(\1\)$/);
    expect(down[0]).toBe('DROP POLICY "tenant" ON "s"."t"');
  });
});

describe('scopeConnections', () => {
  it('hears a connection Postgres drops while its scope is being set, and hands it back broken', async () => {
    const dropped = new Error('Connection terminated unexpectedly');
    let heard = false;
    // As pg does when the server goes away mid-query: the query fails and the client emits 'error',
    // which ends the process when nobody listens.
    const client = Object.assign(new EventEmitter(), {
      processID: 4242,
      query: async () => {
        heard = client.listenerCount('error') > 0;
        if (heard) client.emit('error', dropped);
        throw dropped;
      },
    });
    const released: unknown[] = [];
    const release = (error?: unknown) => void released.push(error);
    const driver = { obtainMasterConnection: async () => [client, release], obtainSlaveConnection: async () => [client, release] };
    scopeConnections({ driver, options: { url: 'postgres://afilia_kit:secret@127.0.0.1/afilia' } } as unknown as DataSource);
    await expect(driver.obtainMasterConnection()).rejects.toBe(dropped);
    expect(heard).toBe(true);
    expect(released).toEqual([dropped]);
    expect(client.listenerCount('error')).toBe(0);
  });

  it('signs each scope for the session it is set on, with the key of the role the data source connects as', async () => {
    const calls: unknown[][] = [];
    const client = Object.assign(new EventEmitter(), {
      processID: 4242,
      query: async (_sql: string, params: unknown[]) => void calls.push(params),
    });
    const driver = { obtainMasterConnection: async () => [client, () => {}], obtainSlaveConnection: async () => [client, () => {}] };
    const url = 'postgres://afilia_kit:s%C3%A9cret@127.0.0.1/afilia';
    scopeConnections({ driver, options: { url } } as unknown as DataSource);
    const brand = brandActor();
    await runInRequestContext({ actor: brand }, () => driver.obtainMasterConnection());
    const settings = ['off', brand.brandIds[0]!, '', ''];
    expect(calls).toEqual([[...settings, tenantScopeMac(tenantScopeKey('sécret'), 4242, settings)]]);
    // Another session's MAC, or another role's, is not this one.
    expect(calls[0]![4]).not.toBe(tenantScopeMac(tenantScopeKey('sécret'), 4243, settings));
    expect(calls[0]![4]).not.toBe(tenantScopeMac(tenantScopeKey('other'), 4242, settings));
  });

  it('refuses a data source without a password: there would be no key to sign with', () => {
    const driver = { obtainMasterConnection: async () => [] };
    expect(() => scopeConnections({ driver, options: { url: 'postgres://afilia_kit@127.0.0.1/afilia' } } as unknown as DataSource)).toThrow(
      /needs its password/,
    );
  });
});
