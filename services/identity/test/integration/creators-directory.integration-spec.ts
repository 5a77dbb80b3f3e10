import { randomBytes, randomUUID } from 'node:crypto';
import { IdentityRequests, TrackingEvents, type Actor, type DirectoryQueryInput } from '@afilia/contracts';
import { adminActor, agencyActor, brandActor, creatorActor, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { IdentityHarness } from '../support/identity-harness.js';

// Whose earnings the creators directory shows (issue 34 §4), on the real identity service: the
// cleared totals tracking announces, to brands (and agencies for them) only of the creators who
// opted in to verified results, to admins all of them, to creators none.
const identity = new IdentityHarness();
beforeAll(() => identity.start());
afterAll(() => identity.stop());

/** A word of its own for each test's creators (a name is letters only): the directory's search finds just them. */
const uniqueWord = (start: string) => start + Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');

const network = (followers = 0) => ({ username: '', followers, posts: 0, views: 0, engagement: 0, hidden: false });

/** 'Mi Perfil' saved: public, `followers` on Instagram, and the press kit's verified-results switch. */
const profile = (revision: number, name: string, followers: number, showVerifiedResults: boolean) => ({
  revision,
  name,
  slug: '',
  isPublic: true,
  pressKitPublic: false,
  bio: '',
  profileImageUrl: null,
  socialLinks: {},
  networks: { instagram: network(followers), tiktok: network(), youtube: network(), kick: network() },
  linkedin: { followers: 0, hidden: false },
  featuredPosts: [],
  customLinks: [],
  showVerifiedResults,
});

/** A public creator with `followers` on Instagram, opted in to verified results or not, that tracking says cleared `cents`. */
async function creator(name: string, followers: number, showVerifiedResults: boolean, cents: number): Promise<string> {
  const { actor } = await identity.call(IdentityRequests.signUp, {
    name,
    email: uniqueEmail('creator'),
    password: 'Segura123',
    role: 'creator',
  });
  await identity.call(IdentityRequests.saveProfile, profile(0, name, followers, showVerifiedResults), actor);
  await earned(actor.creatorId!, cents);
  return actor.creatorId!;
}

/** Tracking announces the creator's cleared total; the directory's projection keeps it. */
async function earned(creatorId: string, cents: number): Promise<void> {
  await identity.publish(TrackingEvents.creatorEarningsChanged, { creatorId, totalEarnedCents: cents });
  await waitFor(async () => {
    const { rows } = await identity.db.query(`SELECT total_earned_cents FROM identity.creators WHERE id = $1`, [creatorId]);
    return Number(rows[0]?.total_earned_cents) === cents ? true : undefined;
  });
}

/** The page's creators (this test's only: their names share `search`), as [name, totalEarnedCents] in the page's order. */
async function listed(actor: Actor, search: string, query: Partial<DirectoryQueryInput> = {}) {
  const page = await identity.call(IdentityRequests.creatorDirectory, { tab: 'platform', search, ...query }, actor);
  return page.items.map((c) => [c.name, c.totalEarnedCents]);
}

describe('the earnings in the creators directory', () => {
  it('shows a brand the cleared earnings of the creators who opted in to verified results only, and orders and ranks by those', async () => {
    const tag = uniqueWord('Jade');
    const shown = await creator(`${tag} Muestra`, 100, true, 5_000);
    const hidden = await creator(`${tag} Reserva`, 9_000, false, 9_000);
    await creator(`${tag} Nueva`, 50, true, 0);

    const brand = brandActor();
    // The hidden total neither reads nor ranks: it comes last, under the creator who shows $0.
    expect(await listed(brand, tag)).toEqual([
      [`${tag} Muestra`, 5_000],
      [`${tag} Nueva`, 0],
      [`${tag} Reserva`, null],
    ]);
    // The top earners are the ones whose earnings the brand sees.
    const top = await identity.call(IdentityRequests.creatorDirectory, { tab: 'platform', search: tag, sort: 'top-earners' }, brand);
    expect([top.items.map((c) => c.name), top.total]).toEqual([[`${tag} Muestra`, `${tag} Nueva`], 2]);
    // So does an agency acting for its brand, and a creator's page.
    expect(await listed(agencyActor([randomUUID()]), tag)).toEqual(await listed(brand, tag));
    expect((await identity.call(IdentityRequests.creatorDetail, { id: shown }, brand)).totalEarnedCents).toBe(5_000);
    expect((await identity.call(IdentityRequests.creatorDetail, { id: hidden }, brand)).totalEarnedCents).toBeNull();

    // A new cleared total is shown as it arrives; opting out hides it again.
    await earned(shown, 7_500);
    expect((await listed(brand, tag))[0]).toEqual([`${tag} Muestra`, 7_500]);
    await identity.call(IdentityRequests.saveProfile, profile(1, `${tag} Muestra`, 100, false), creatorActor(shown));
    expect(await listed(brand, tag)).toEqual([
      [`${tag} Nueva`, 0],
      [`${tag} Muestra`, null],
      [`${tag} Reserva`, null],
    ]);
  });

  it('shows an admin every creator’s cleared earnings, opted in or not', async () => {
    const tag = uniqueWord('Onix');
    await creator(`${tag} Muestra`, 100, true, 5_000);
    await creator(`${tag} Reserva`, 9_000, false, 9_000);
    expect(await listed(adminActor(), tag)).toEqual([
      [`${tag} Reserva`, 9_000],
      [`${tag} Muestra`, 5_000],
    ]);
  });

  it('shows a creator no other creator’s money: no earnings, ordered by followers, and no ranking by earnings', async () => {
    const tag = uniqueWord('Ambar');
    await creator(`${tag} Muestra`, 100, true, 5_000);
    await creator(`${tag} Reserva`, 9_000, false, 9_000);
    const viewer = creatorActor(await creator(`${tag} Mirada`, 10, true, 1_000));
    // Its own figure is on its home (tracking's), not here.
    expect(await listed(viewer, tag)).toEqual([
      [`${tag} Reserva`, null],
      [`${tag} Muestra`, null],
      [`${tag} Mirada`, null],
    ]);
    await expect(
      identity.call(IdentityRequests.creatorDirectory, { tab: 'platform', search: tag, sort: 'top-earners' }, viewer),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Nor an agency no brand has linked yet, which reads what anyone reads.
    expect(await listed(agencyActor([]), tag)).toEqual(await listed(viewer, tag));
  });
});
