import { mailIn, navigate, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { creatorInCampaign } from '../../support/collaboration.js';
import { connectStore } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

// The creators directory (seed 001 §2, §6, §9; issue 16) on every real service: a brand's roster
// (its internal creators and the creators its links tie to it, projected from tracking's events)
// beside the platform's public creators, filtered and sorted in the database; 'Crear Creador';
// another brand's internal creator out of reach; and lists that belong to their user.
const platform = sharedPlatform();

type Card = { id: string; name: string; ownedByBrand: boolean; collaborating: boolean; registered: boolean; categories: string[] };

describe('creators directory', () => {
  it("shows a brand its roster and the public creators, never another brand's internal ones", async () => {
    const { brand, creatorId, links } = await creatorInCampaign(platform, {
      brand: 'Marca Roble',
      creator: 'Sol Colaboradora',
      products: ['Mesa de roble'],
    });
    const other = await platform.signUp('brand', 'Marca Ajena');
    const agency = await platform.signUp('agency', 'Agencia Norte');
    const lone = await platform.signUp('creator', 'Tomás Público');
    const loneId = lone.user.creator.id as string;
    const get = (token: string, query = '') => platform.api('GET', `/api/v1/creators${query}`, { token });
    const create = (token: string, body: object) => platform.api('POST', '/api/v1/creators', { token, body });

    // 'Crear Creador': the seed's field errors, then an internal creator of the brand with a slug from its name.
    expect(await create(brand.token, { name: 'A' })).toMatchObject({
      status: 400,
      json: { field: 'name', message: 'El nombre debe tener al menos 2 caracteres' },
    });
    expect(await create(brand.token, { name: 'Ana', email: 'no-es-mail' })).toMatchObject({
      status: 400,
      json: { field: 'email', message: 'Email inválido' },
    });
    const made = await create(brand.token, {
      name: '  María Núñez  ',
      email: 'Maria@Example.com',
      categories: 'Moda, Tecnología, ,moda',
      instagram: '@maria.nunez',
      youtube: 'https://www.youtube.com/@marianunez',
    });
    expect(made).toMatchObject({
      status: 201,
      json: {
        name: 'María Núñez',
        slug: 'maria-nunez',
        creatorType: 'internal',
        categories: ['moda', 'tecnologia'],
        ownedByBrand: true,
        registered: false,
        email: 'maria@example.com',
        networks: { instagram: { username: 'maria.nunez' }, youtube: { username: 'marianunez' } },
      },
    });
    const internalId = made.json.id as string;
    // The same name again is the same creator of the roster; the same e-mail too.
    expect(await create(brand.token, { name: 'maria nuñez' })).toMatchObject({
      status: 409,
      json: { field: 'name', message: 'Ya tienes un creador con este nombre' },
    });
    expect(await create(brand.token, { name: 'Otra María', email: 'maria@example.com' })).toMatchObject({
      status: 409,
      json: { field: 'email', message: 'Ya tienes un creador con este email' },
    });
    // Another brand may have its own María: another creator with the next free slug, private to it.
    const hers = await create(other.token, { name: 'María Núñez', categories: 'moda' });
    expect(hers.json).toMatchObject({ slug: 'maria-nunez-2', ownedByBrand: true });
    // Creators do not make internal creators.
    expect((await create(lone.token, { name: 'Nadie' })).status).toBe(403);

    // 'Mis Creadores': its internal creator and the creator its campaign's link ties to it (once the projection has it).
    const mine = await waitFor(async () => {
      const res = await get(brand.token, '?tab=mine');
      return res.json.items.length === 2 ? res.json : undefined;
    });
    expect(mine.items.map((c: Card) => c.id).sort()).toEqual([internalId, creatorId].sort());
    expect(mine.items.find((c: Card) => c.id === internalId)).toMatchObject({
      ownedByBrand: true,
      registered: false,
      collaborating: false,
    });
    expect(mine.items.find((c: Card) => c.id === creatorId)).toMatchObject({ ownedByBrand: false, registered: true, collaborating: true });
    expect(mine.counts.mine).toBe(2);
    expect(mine.stats).toMatchObject({ total: 2, internal: 1, collaborating: 1 });

    // 'Plataforma': the public creators, none of the brands' internal ones.
    const platformTab = await get(brand.token, `?tab=platform&search=${encodeURIComponent('tomás')}`);
    expect(platformTab.status).toBe(200);
    expect(platformTab.json.items.map((c: Card) => c.id)).toContain(loneId);
    const everyPublic = await get(brand.token, '?tab=platform&search=mar');
    expect(everyPublic.json.items.map((c: Card) => c.id)).not.toContain(internalId);
    expect(everyPublic.json.items.map((c: Card) => c.id)).not.toContain(hers.json.id);

    // Filters: type, category and search, all in the query; a bad value is a Spanish 400 on its field.
    const internalOnly = await get(brand.token, '?tab=mine&type=internal');
    expect(internalOnly.json.items.map((c: Card) => c.id)).toEqual([internalId]);
    const moda = await get(brand.token, '?tab=mine&category=moda');
    expect(moda.json.items.map((c: Card) => c.id)).toEqual([internalId]);
    expect((await get(brand.token, '?tab=mine&search=nu%C3%B1ez')).json.items.map((c: Card) => c.id)).toEqual([internalId]);
    // % and _ are searched for as themselves.
    expect((await get(brand.token, '?tab=mine&search=%25')).json.items).toEqual([]);
    expect(await get(brand.token, '?category=cocina')).toMatchObject({
      status: 400,
      json: { field: 'category', message: 'Categoría inválida' },
    });
    expect(await get(brand.token, '?page=0')).toMatchObject({ status: 400, json: { field: 'page', message: 'Página inválida' } });

    // A creator's page: its own brand reads its internal creator; another brand gets 404, like an unknown id.
    const detail = (token: string, id: string) => platform.api('GET', `/api/v1/creators/${id}`, { token });
    expect(await detail(brand.token, internalId)).toMatchObject({ status: 200, json: { name: 'María Núñez', baseCommissionPercent: 15 } });
    expect(await detail(other.token, internalId)).toMatchObject({ status: 404, json: { message: 'Creador no encontrado' } });
    expect((await detail(brand.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // The public creator is seen by every brand, without its e-mail.
    expect(await detail(other.token, loneId)).toMatchObject({ status: 200, json: { name: 'Tomás Público', email: null } });
    // Another brand does not see the campaign's creator as collaborating with it.
    const theirs = await get(other.token, '?tab=mine');
    expect(theirs.json.items.map((c: Card) => c.id)).toEqual([hers.json.id]);

    // An agency linked to no brand reads the public creators, without a roster.
    const agencyView = await get(agency.token);
    expect(agencyView.status).toBe(200);
    expect(agencyView.json.counts.mine).toBeNull();

    // Deleting the creator's only link with the brand ends the 'Colaborando' tie.
    const deleted = await platform.api('DELETE', `/api/v1/links/${links[0].id}`, { token: brand.token });
    expect(deleted.status).toBe(200);
    await waitFor(async () => ((await get(brand.token, '?tab=mine')).json.items.length === 1 ? true : undefined));
  });

  it('keeps each user its own lists', async () => {
    const brand = await platform.signUp('brand', 'Marca Listas');
    const otherBrand = await platform.signUp('brand', 'Marca Curiosa');
    const creator = await platform.signUp('creator', 'Uma Listada');
    const creatorId = creator.user.creator.id as string;
    const lists = (token: string, query = '') => platform.api('GET', `/api/v1/creator-lists${query}`, { token });
    const newList = (token: string, body: object) => platform.api('POST', '/api/v1/creator-lists', { token, body });
    const setLists = (token: string, body: object) => platform.api('PUT', '/api/v1/creator-lists/membership', { token, body });

    expect(await newList(brand.token, { name: '   ' })).toMatchObject({
      status: 400,
      json: { field: 'name', message: 'El nombre es requerido' },
    });
    const verano = await newList(brand.token, { name: ' Verano ', description: 'Campaña de verano' });
    expect(verano).toMatchObject({ status: 201, json: { name: 'Verano', description: 'Campaña de verano', creatorCount: 0 } });
    const gamers = await newList(brand.token, { name: 'Gamers' });
    expect(await newList(brand.token, { name: 'verano' })).toMatchObject({
      status: 409,
      json: { field: 'name', message: 'Ya tienes una lista con este nombre' },
    });

    // Add the creator to both, then keep it only in one; the lists come by name.
    expect((await setLists(brand.token, { creatorId, listIds: [verano.json.id, gamers.json.id] })).status).toBe(200);
    const kept = await setLists(brand.token, { creatorId, listIds: [gamers.json.id] });
    expect(kept.json.map((l: { name: string; includesCreator: boolean }) => [l.name, l.includesCreator])).toEqual([
      ['Gamers', true],
      ['Verano', false],
    ]);
    const directory = await platform.api('GET', `/api/v1/creators?tab=platform&listId=${gamers.json.id}`, { token: brand.token });
    expect(directory.json.items.map((c: Card) => c.id)).toEqual([creatorId]);

    // Another user sees none of them, cannot put a creator in them, and filters by them to nothing.
    expect((await lists(otherBrand.token)).json).toEqual([]);
    expect(await setLists(otherBrand.token, { creatorId, listIds: [gamers.json.id] })).toMatchObject({
      status: 404,
      json: { message: 'Lista no encontrada' },
    });
    const foreign = await platform.api('GET', `/api/v1/creators?tab=platform&listId=${gamers.json.id}`, { token: otherBrand.token });
    expect(foreign.json.items).toEqual([]);
    // A creator keeps lists too (any signed-in user).
    expect((await newList(creator.token, { name: 'Inspiración' })).status).toBe(201);
    expect((await lists(brand.token, `?creatorId=${creatorId}`)).json).toHaveLength(2);
  });

  it('imports 10,000 creators in parts, and the same file again adds nobody', async () => {
    const brand = await platform.signUp('brand', 'Marca Importadora');
    const other = await platform.signUp('brand', 'Marca Vecina');
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ line: i + 2, name: `Creador Importado ${i}`, categories: ['moda'] }));
    const importAll = async (token: string) => {
      const statuses: string[] = [];
      for (let i = 0; i < rows.length; i += 500) {
        const res = await platform.api('POST', '/api/v1/creators/import', { token, body: { rows: rows.slice(i, i + 500) } });
        expect(res.status).toBe(200);
        statuses.push(...res.json.results.map((r: { status: string }) => r.status));
      }
      return statuses;
    };
    const first = await importAll(brand.token);
    expect(first.filter((s) => s === 'created')).toHaveLength(10_000);
    const again = await importAll(brand.token);
    expect(again.every((s) => s === 'duplicate')).toBe(true);
    const roster = await platform.api('GET', '/api/v1/creators?tab=mine&type=internal&category=moda', { token: brand.token });
    expect(roster.json).toMatchObject({ total: 10_000, counts: { mine: 10_000 }, stats: { internal: 10_000 } });
    expect(roster.json.items).toHaveLength(24);
    // Another brand's roster is its own: the same names are new creators there, and none of the first brand's show.
    const theirs = await platform.api('POST', '/api/v1/creators/import', { token: other.token, body: { rows: rows.slice(0, 2) } });
    expect(theirs.json.results.map((r: { status: string }) => r.status)).toEqual(['created', 'created']);
    expect((await platform.api('GET', '/api/v1/creators?tab=mine', { token: other.token })).json.total).toBe(2);

    // A part is at most 500 rows, each with a name the dialog would take.
    const tooMany = await platform.api('POST', '/api/v1/creators/import', { token: brand.token, body: { rows: [...rows.slice(0, 501)] } });
    expect(tooMany.status).toBe(400);
    const short = await platform.api('POST', '/api/v1/creators/import', {
      token: brand.token,
      body: { rows: [{ line: 2, name: 'X', categories: [] }] },
    });
    expect(short).toMatchObject({ status: 400, json: { message: 'El nombre debe tener al menos 2 caracteres' } });
  }, 180_000);

  it("takes a brand's invitation and a creator's request, each answered once by the other side, and tells the side that asked", async () => {
    const brand = await platform.signUp('brand', 'Marca Invitante');
    const other = await platform.signUp('brand', 'Marca Otra');
    const creator = await platform.signUp('creator', 'Eva Invitada');
    const creatorId = creator.user.creator.id as string;
    const [mate, termo] = await Promise.all(
      ['Mate de calabaza', 'Termo de acero'].map(async (name) => {
        const res = await platform.api('POST', '/api/v1/products', { token: brand.token, body: { name, priceCents: 2_500_000 } });
        return res.json.id as string;
      }),
    );
    const invite = (token: string, id: string, body: object) => platform.api('POST', `/api/v1/creators/${id}/invitations`, { token, body });
    const answer = (token: string, id: string, status: string) =>
      platform.api('PUT', `/api/v1/product-collaborations/${id}`, { token, body: { status } });

    // An invitation requires a product of the brand's own (seed 001 §5).
    expect(await invite(brand.token, creatorId, {})).toMatchObject({
      status: 400,
      json: { field: 'productId', message: 'Selecciona un producto' },
    });
    expect(await invite(other.token, creatorId, { productId: mate })).toMatchObject({
      status: 400,
      json: { field: 'productId', message: 'Selecciona un producto' },
    });
    // Another brand's internal creator cannot be invited: it is not there for this brand.
    const hidden = await platform.api('POST', '/api/v1/creators', { token: other.token, body: { name: 'Interno Ajeno' } });
    expect(await invite(brand.token, hidden.json.id, { productId: mate })).toMatchObject({
      status: 404,
      json: { message: 'Creador no encontrado' },
    });

    const invited = await invite(brand.token, creatorId, { productId: mate, message: 'Te queremos en el equipo' });
    expect(invited).toMatchObject({ status: 201, json: { initiatedBy: 'brand', status: 'pending', productId: mate } });
    expect(await invite(brand.token, creatorId, { productId: mate })).toMatchObject({
      status: 409,
      json: { message: 'Ya hay una colaboración para este producto' },
    });
    // The creator hears of it, linked to the brand's page, where it answers.
    const toldCreator = await waitFor(async () => {
      const { json } = await platform.api('GET', '/api/v1/notifications', { token: creator.token });
      return json.items?.find((n: { type: string }) => n.type === 'collaboration_invited');
    });
    expect(toldCreator).toMatchObject({ title: 'Nueva invitación a colaborar', link: `/dashboard/brands/${brand.user.brands[0].id}` });

    // The creator asks for the other product.
    const asked = await platform.api('POST', '/api/v1/product-collaborations', { token: creator.token, body: { productId: termo } });
    expect(asked.status).toBe(201);

    // Each side answers only what the other started; nobody else finds it.
    expect((await answer(brand.token, invited.json.id, 'accepted')).status).toBe(404);
    expect((await answer(creator.token, asked.json.id, 'accepted')).status).toBe(404);
    expect((await answer(other.token, asked.json.id, 'accepted')).status).toBe(404);
    expect(await answer(brand.token, asked.json.id, 'maybe')).toMatchObject({ status: 400, json: { field: 'status' } });
    expect(await answer(creator.token, invited.json.id, 'accepted')).toMatchObject({ status: 200, json: { status: 'accepted' } });
    expect(await answer(brand.token, asked.json.id, 'rejected')).toMatchObject({ status: 200, json: { status: 'rejected' } });
    // Once.
    expect(await answer(brand.token, asked.json.id, 'accepted')).toMatchObject({
      status: 409,
      json: { message: 'Esta solicitud ya fue respondida' },
    });

    // The brand's page of the creator: requests received and invitations sent, with their products.
    const collaborations = await platform.api('GET', `/api/v1/creators/${creatorId}/collaborations`, { token: brand.token });
    expect(collaborations.json).toMatchObject({
      received: [{ productName: 'Termo de acero', status: 'rejected', initiatedBy: 'creator' }],
      sent: [{ productName: 'Mate de calabaza', status: 'accepted', initiatedBy: 'brand', message: 'Te queremos en el equipo' }],
    });
    expect((await platform.api('GET', `/api/v1/creators/${creatorId}/collaborations`, { token: other.token })).json).toEqual({
      received: [],
      sent: [],
    });

    // The side that asked is told of the answer.
    const toldBrand = await waitFor(async () => {
      const { json } = await platform.api('GET', '/api/v1/notifications', { token: brand.token });
      return json.items?.find((n: { type: string }) => n.type === 'collaboration_answered');
    });
    expect(toldBrand).toMatchObject({
      title: 'Invitación aceptada',
      message: 'Eva Invitada aceptó tu invitación para "Mate de calabaza".',
    });
    const rejectedNotice = await waitFor(async () => {
      const { json } = await platform.api('GET', '/api/v1/notifications', { token: creator.token });
      return json.items?.find((n: { type: string }) => n.type === 'collaboration_answered');
    });
    expect(rejectedNotice).toMatchObject({
      title: 'Solicitud rechazada',
      message: 'Marca Invitante rechazó tu solicitud para "Termo de acero".',
    });
  });

  it("lets a brand make links for its own internal creators only, in the directory's code shape", async () => {
    const brand = await platform.signUp('brand', 'Marca Links');
    const other = await platform.signUp('brand', 'Marca Sin Permiso');
    const lone = await platform.signUp('creator', 'Pía Pública');
    const brandId = brand.user.brands[0].id as string;
    const product = await platform.api('POST', '/api/v1/products', { token: brand.token, body: { name: 'Poncho', priceCents: 3_000_000 } });
    const internal = await platform.api('POST', '/api/v1/creators', { token: brand.token, body: { name: 'Rita Interna' } });
    const make = (token: string, body: object) => platform.api('POST', '/api/v1/links/internal', { token, body });

    const forProduct = await make(brand.token, { creatorId: internal.json.id, productId: product.json.id });
    expect(forProduct.status).toBe(201);
    const brandHead = brandId.slice(0, 8);
    const creatorHead = (internal.json.id as string).slice(0, 8);
    expect(forProduct.json.uniqueCode).toMatch(new RegExp(`^AF-${brandHead}-${creatorHead}-[0-9a-z]{8}$`));
    expect(forProduct.json).toMatchObject({ productId: product.json.id, campaignId: null });
    const forStore = await make(brand.token, { creatorId: internal.json.id, productId: null });
    expect(forStore.json).toMatchObject({ productId: null });
    expect(forStore.json.uniqueCode).not.toBe(forProduct.json.uniqueCode);

    // A product of another brand, a public creator, another brand's internal creator: refused.
    const theirs = await platform.api('POST', '/api/v1/products', { token: other.token, body: { name: 'Ajeno', priceCents: 100 } });
    expect(await make(brand.token, { creatorId: internal.json.id, productId: theirs.json.id })).toMatchObject({
      status: 400,
      json: { field: 'productId', message: 'Selecciona un producto' },
    });
    expect((await make(brand.token, { creatorId: lone.user.creator.id, productId: null })).status).toBe(404);
    expect((await make(other.token, { creatorId: internal.json.id, productId: null })).status).toBe(404);
    expect(await make(brand.token, { productId: null })).toMatchObject({ status: 400, json: { field: 'creatorId' } });

    // The brand lists them by creator; the links' redirect works like any other.
    const listed = await platform.api('GET', `/api/v1/links?creatorId=${internal.json.id}`, { token: brand.token });
    expect(listed.json.map((l: { uniqueCode: string }) => l.uniqueCode).sort()).toEqual(
      [forProduct.json.uniqueCode, forStore.json.uniqueCode].sort(),
    );
    expect(forStore.json.trackingUrl).toBe(`${platform.baseUrl}/track/${forStore.json.uniqueCode}`);
    // With the brand's store connected, the store link leads there like any other.
    await connectStore(platform, brand.token);
    const redirect = await waitFor(async () => {
      const res = await navigate(`${platform.trackUrl}/track/${forStore.json.uniqueCode}`);
      return res.status === 302 ? res : undefined;
    });
    expect(redirect.headers.get('location')).toContain(`ref=${forStore.json.uniqueCode}`);
  });

  it('lets the internal creator claim its profile through the link its e-mail gets, once, as the person the link went to', async () => {
    const brand = await platform.signUp('brand', 'Marca Reclamos');
    const email = uniqueEmail('sara.reclamo');
    const made = await platform.api('POST', '/api/v1/creators', { token: brand.token, body: { name: 'Sara Reclamo', email } });
    expect(made.status).toBe(201);
    const internalId = made.json.id as string;
    const link = await platform.api('POST', '/api/v1/links/internal', {
      token: brand.token,
      body: { creatorId: internalId, productId: null },
    });
    expect(link.status).toBe(201);

    // The e-mail carries the link to sign up as that creator.
    const mail = await waitFor(async () => mailIn(platform.mailbox, email)[0]);
    // Our subject; the brand is named in the body, as data (decision 230).
    expect(mail.subject).toBe('Te sumaron como creador en Afilia');
    expect(mail.text).toContain('La marca «Marca Reclamos» te sumó a sus creadores en Afilia');
    const url = new URL(mail.text.match(/https?:\/\/\S+\/auth\?claim=\S+/)![0]);
    const claimToken = url.searchParams.get('claim')!;
    expect(await platform.api('GET', `/api/v1/creator-claims/${claimToken}`)).toMatchObject({
      status: 200,
      json: { creatorName: 'Sara Reclamo', brandName: 'Marca Reclamos', email },
    });

    const signUp = (body: object) =>
      platform.api('POST', '/api/v1/auth/sign-up', { body: { name: 'Sara Reclamo', password: 'Secreta123', claimToken, ...body } });
    // Only with the address the link went to, and as a creator; a refused try creates nobody.
    expect(await signUp({ email: uniqueEmail('otra'), role: 'creator' })).toMatchObject({
      status: 400,
      json: { field: 'email', message: 'Registrate con el email al que te llegó la invitación' },
    });
    expect(await signUp({ email, role: 'brand' })).toMatchObject({ status: 400, json: { field: 'role' } });
    const claimed = await signUp({ email, role: 'creator' });
    expect(claimed.status).toBe(201);
    expect(claimed.json.user.creator.id).toBe(internalId);

    // The account is that creator: its link is there; the brand sees it registered.
    const links = await platform.api('GET', '/api/v1/links', { token: claimed.json.accessToken });
    expect(links.json.map((l: { uniqueCode: string }) => l.uniqueCode)).toEqual([link.json.uniqueCode]);
    const detail = await platform.api('GET', `/api/v1/creators/${internalId}`, { token: brand.token });
    expect(detail.json).toMatchObject({ ownedByBrand: true, registered: true });

    // Once: the link is spent.
    expect((await platform.api('GET', `/api/v1/creator-claims/${claimToken}`)).status).toBe(404);
    expect(await signUp({ email: uniqueEmail('tarde'), role: 'creator' })).toMatchObject({
      status: 400,
      json: { field: 'claimToken', message: 'Este link para reclamar tu perfil no es válido, venció o ya fue usado' },
    });
  });
});
