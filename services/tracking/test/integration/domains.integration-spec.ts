import { DOMAIN_TEXTS, TrackingRequests } from '@afilia/contracts';
import { adminActor, agencyActor, brandActor, startTxtRecords, type TxtRecords } from '@afilia/service-kit/testing';
import { randomUUID } from 'node:crypto';
import * as world from '../support/conversion-world.js';
import { TrackingHarness } from '../support/tracking-harness.js';

// 'Tus dominios' (issue 34 §3) on the real tracking service, its database and NATS, looking the
// brands' records up over UDP on a local DNS server: a domain is the brand's once the TXT record
// it was given is published, and only then may its links lead there.
let dns: TxtRecords;
let tracking: TrackingHarness;
beforeAll(async () => {
  dns = await startTxtRecords();
  tracking = new TrackingHarness({ DOMAIN_DNS_SERVERS: dns.servers });
  await tracking.start();
});
afterAll(async () => {
  await tracking.stop();
  await dns.close();
});

/** What campaigns hears when the brand sets a link's destination. */
const allowed = async (brandId: string, url: string) =>
  (await tracking.call(TrackingRequests.destinationAllowed, { brandId, url }, brandActor(brandId), 'campaigns')).allowed;

describe('a brand’s domains', () => {
  it('are its store’s by themselves, and one it adds once the DNS record it was given is found', async () => {
    const brandId = randomUUID();
    const brand = brandActor(brandId);
    await world.storeConnected(tracking, brandId, 'https://tienda-dominios.example');
    expect(await tracking.call(TrackingRequests.listDomains, {}, brand)).toEqual([
      { host: 'tienda-dominios.example', source: 'store', verifiedAt: expect.any(String), claimId: null, record: null },
    ]);

    const claim = await tracking.call(TrackingRequests.claimDomain, { domain: 'https://www.MiMarca-Dominios.com.ar/tienda' }, brand);
    expect(claim).toMatchObject({ host: 'mimarca-dominios.com.ar', source: null, verifiedAt: null });
    expect(claim.record!.name).toBe('_afilia.mimarca-dominios.com.ar');
    expect(claim.record!.value).toMatch(/^afilia-verificacion=[A-Za-z0-9_-]{24}$/);
    // Added again: the same claim, the same record.
    expect(await tracking.call(TrackingRequests.claimDomain, { domain: 'mimarca-dominios.com.ar' }, brand)).toEqual(claim);
    expect(await allowed(brandId, 'https://mimarca-dominios.com.ar/promo')).toBe(false);

    // Not published yet, or published with another brand's token: not found, and the claim waits.
    expect(await tracking.failure(TrackingRequests.verifyDomain, { id: claim.claimId! }, brand)).toEqual({
      code: 'INVALID_TRANSITION',
      message: DOMAIN_TEXTS.notFound,
    });
    dns.set(claim.record!.name, ['v=spf1 -all', 'afilia-verificacion=otro-token']);
    expect(await tracking.failure(TrackingRequests.verifyDomain, { id: claim.claimId! }, brand)).toMatchObject({
      message: DOMAIN_TEXTS.notFound,
    });
    expect(await allowed(brandId, 'https://mimarca-dominios.com.ar/promo')).toBe(false);

    dns.set(claim.record!.name, ['v=spf1 -all', claim.record!.value]);
    const verified = await tracking.call(TrackingRequests.verifyDomain, { id: claim.claimId! }, brand);
    expect(verified).toMatchObject({ host: 'mimarca-dominios.com.ar', source: 'dns', claimId: claim.claimId, record: null });
    expect(verified.verifiedAt).not.toBeNull();
    expect(await allowed(brandId, 'https://mimarca-dominios.com.ar/promo')).toBe(true);
    expect(await allowed(brandId, 'https://blog.mimarca-dominios.com.ar/nota')).toBe(true);
    expect((await tracking.call(TrackingRequests.listDomains, {}, brand)).map((d) => d.host)).toEqual([
      'mimarca-dominios.com.ar',
      'tienda-dominios.example',
    ]);
    expect(await tracking.failure(TrackingRequests.claimDomain, { domain: 'mimarca-dominios.com.ar' }, brand)).toEqual({
      code: 'VALIDATION_FAILED',
      message: DOMAIN_TEXTS.alreadyVerified,
      field: 'domain',
    });

    // Removed, its links no longer lead there by right; the store's domain is no claim and stays.
    expect(await tracking.call(TrackingRequests.removeDomain, { id: claim.claimId! }, brand)).toEqual({ message: DOMAIN_TEXTS.removed });
    expect(await allowed(brandId, 'https://mimarca-dominios.com.ar/promo')).toBe(false);
    expect((await tracking.call(TrackingRequests.listDomains, {}, brand)).map((d) => d.host)).toEqual(['tienda-dominios.example']);
  });

  it('are seen and changed by their brand, its agency and an admin only', async () => {
    const brandId = randomUUID();
    const other = brandActor(randomUUID());
    const claim = await tracking.call(TrackingRequests.claimDomain, { domain: 'ajena-dominios.com' }, brandActor(brandId));
    expect(await tracking.call(TrackingRequests.listDomains, {}, other)).toEqual([]);
    const notFound = { code: 'NOT_FOUND', message: DOMAIN_TEXTS.claimNotFound };
    expect(await tracking.failure(TrackingRequests.verifyDomain, { id: claim.claimId! }, other)).toEqual(notFound);
    expect(await tracking.failure(TrackingRequests.removeDomain, { id: claim.claimId! }, other)).toEqual(notFound);
    // Another brand cannot add a domain in this brand's name either.
    expect(await tracking.failure(TrackingRequests.claimDomain, { domain: 'intrusa.com', brandId }, other)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await tracking.call(TrackingRequests.listDomains, { brandId }, agencyActor([brandId]))).map((d) => d.host)).toEqual([
      'ajena-dominios.com',
    ]);
    expect((await tracking.call(TrackingRequests.listDomains, { brandId }, adminActor())).map((d) => d.host)).toEqual([
      'ajena-dominios.com',
    ]);
  });

  it('refuse what is no public domain name with the field’s message', async () => {
    const brand = brandActor(randomUUID());
    for (const domain of ['localhost', '10.0.0.1', 'mi marca.com', 'x'.repeat(400)])
      expect(await tracking.failure(TrackingRequests.claimDomain, { domain }, brand)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: DOMAIN_TEXTS.invalid,
      });
  });
});
