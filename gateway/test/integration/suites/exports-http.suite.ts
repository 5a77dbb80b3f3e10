import { randomUUID } from 'node:crypto';
import { EXPORT_PAGE_ROWS, EXPORT_TEXTS } from '@afilia/contracts';
import { waitFor } from '@afilia/service-kit/testing';
import { creatorInCampaign } from '../../support/collaboration.js';
import { brandWithCreatorCode } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

// Exports over HTTP (issue 39 §3): the screens' rows as CSV, page after page from tracking, with
// the screen's scope and filters, a range of days, Spanish headers and the decimal separator
// asked for; a person's or a key's; each an audit line of the gateway's log.
const platform = sharedPlatform();

/** The file as a spreadsheet reads it: its rows split on the delimiter (the tests' cells hold none). */
async function download(path: string, token: string) {
  const res = await fetch(`${platform.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  // A spreadsheet knows the file is UTF-8 by its first three bytes (fetch's text() would drop them).
  const bom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  const text = bytes.toString('utf8');
  const delimiter = text.split('\r\n')[0]!.includes(';') ? ';' : ',';
  const lines = text.split('\r\n').filter(Boolean);
  return {
    status: res.status,
    bom,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    text,
    header: lines[0]?.replace(/^\uFEFF/, '').split(delimiter) ?? [],
    rows: lines.slice(1).map((line) => line.split(delimiter)),
  };
}

/** `count` sales of the brand's creator written straight into tracking's table: a year's worth of orders, `at` each (ties on purpose). */
async function seedSales(brandId: string, creatorId: string, count: number, at: string, amountCents = 123_456, productName = 'Campera') {
  await platform.db.query(
    `INSERT INTO tracking.transactions (brand_id, creator_id, order_id, order_number, line_no, product_name, creator_name, brand_name, quantity,
       currency, amount_total_cents, amount_creator_cents, amount_platform_cents, amount_brand_cents, commission_type, commission_value,
       attributed_by, status, sold_at, clears_at, created_at)
     SELECT $1, $2, 'seed-' || $5 || '-' || n, n::text, 1, $7, 'Iara Ventas', 'Marca Delta', 1, 'ARS', $4::bigint, $4::bigint / 10, $4::bigint / 10,
       $4::bigint - 2 * ($4::bigint / 10), 'percentage', 10, 'link', 'pending', $3::timestamptz, $3::timestamptz + interval '30 days', $3::timestamptz
       FROM generate_series(1, $6::int) n`,
    [brandId, creatorId, at, amountCents, randomUUID().slice(0, 8), count, productName],
  );
}

describe('exports over HTTP', () => {
  it('stream every transaction of the brand once, page after page, in pesos with a decimal comma, and log who took them', async () => {
    const { brand, creator, brandId } = await brandWithCreatorCode(platform, 'EXPO10', { brand: 'Marca Expo', creator: 'Iara Ventas' });
    await platform.api('POST', '/api/v1/test-sale', { token: brand.token, body: { couponCode: 'EXPO10', orderTotal: 250 } });
    await waitFor(async () =>
      (await platform.api('GET', '/api/v1/transactions', { token: brand.token })).json.total === 1 ? true : undefined,
    );
    // Two pages and a half, most of them at the same instant: the cursor's tie-break keeps each row once.
    const many = EXPORT_PAGE_ROWS * 2 + 500;
    await seedSales(brandId, creator.user.creator.id, many - 100, '2026-03-01T15:00:00Z');
    await seedSales(brandId, creator.user.creator.id, 99, '2026-03-02T02:30:00Z');
    // A product named by the store like a formula (a store's names are not ours to trust).
    await seedSales(brandId, creator.user.creator.id, 1, '2026-03-02T02:30:00Z', 123_456, '=HYPERLINK("https://mal.example","x")');
    // Another brand's sales never leave with these.
    const other = await brandWithCreatorCode(platform, 'OTRO10', { brand: 'Marca Otra', creator: 'Olga Otra' });
    await seedSales(other.brandId, other.creator.user.creator.id, 10, '2026-03-01T15:00:00Z', 999_999);

    const file = await download('/exports/transactions', brand.token);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/^attachment; filename="transacciones-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.bom).toBe(true);
    expect(file.header).toEqual([
      'Fecha (hora de Argentina)',
      'Pedido',
      'Producto',
      'Creador',
      'Marca',
      'Cantidad',
      'Moneda',
      'Total',
      'Comisión Creador',
      'Comisión Plataforma',
      'Tu Parte',
      'Estado',
      'Motivo de cancelación',
      'Atribuida por',
      'Prueba',
      'ID de transacción',
    ]);
    expect(file.rows).toHaveLength(many + 1);
    expect(new Set(file.rows.map((r) => r[15])).size).toBe(many + 1);
    // Oldest first, in Argentina's time; pesos with a decimal comma; no other brand's amount.
    expect(file.rows[0]![0]).toBe('2026-03-01 12:00:00');
    expect(file.rows.at(-2)![0]).toBe('2026-03-01 23:30:00');
    expect(file.rows[0]!.slice(7, 11)).toEqual(['1234,56', '123,45', '123,45', '987,66']);
    expect(file.rows.some((r) => r[7] === '9999,99')).toBe(false);
    // The brand's test sale is there, said to be one; a product named like a formula stays text.
    expect([file.rows.at(-1)![7], file.rows.at(-1)![14]]).toEqual(['250,00', 'Sí']);
    expect(file.text).toContain(`;"'=HYPERLINK(""https://mal.example"",""x"")";`);
    expect(file.text).not.toContain(';=HYPERLINK');

    const line = await waitFor(async () =>
      platform
        .logLines('gateway')
        .find((l) => l.msg === 'export.downloaded' && l.actorId === brand.user.id && (l.rows as number) === many + 1),
    );
    expect(line).toMatchObject({ dataset: 'transactions', pages: 3, filters: expect.objectContaining({ decimal: 'comma' }) });
  });

  it('take the range’s days and the decimal point when asked, and refuse a bad range with its words', async () => {
    const { brand, creator, brandId } = await brandWithCreatorCode(platform, 'RANGO10', { brand: 'Marca Rango', creator: 'Rita Rango' });
    await seedSales(brandId, creator.user.creator.id, 3, '2026-04-10T12:00:00Z', 10_050);
    await seedSales(brandId, creator.user.creator.id, 2, '2026-04-20T12:00:00Z');
    // 02:30 UTC on the 21st is still the 20th in Argentina.
    await seedSales(brandId, creator.user.creator.id, 1, '2026-04-21T02:30:00Z');
    const april = await download('/exports/transactions?from=2026-04-01&to=2026-04-15&decimal=dot', brand.token);
    expect(april.rows.map((r) => r[7])).toEqual(['100.50', '100.50', '100.50']);
    expect(april.text.split('\r\n')[0]).toContain('Fecha (hora de Argentina),Pedido,');
    expect((await download('/exports/transactions?from=2026-04-20&to=2026-04-20', brand.token)).rows).toHaveLength(3);

    const refused = async (query: string) => {
      const res = await platform.api('GET', `/api/v1/exports/transactions?${query}`, { token: brand.token });
      return { status: res.status, field: res.json.field, message: res.json.message };
    };
    expect(await refused('from=2026-04-20&to=2026-04-01')).toEqual({ status: 400, field: 'to', message: EXPORT_TEXTS.rangeBackwards });
    expect(await refused('from=2025-01-01&to=2026-04-01')).toEqual({ status: 400, field: 'to', message: EXPORT_TEXTS.rangeTooLong });
    expect(await refused('from=2026-02-31')).toEqual({ status: 400, field: 'from', message: EXPORT_TEXTS.dateInvalid });
    expect((await refused('decimal=coma')).status).toBe(400);
  });

  it('are each person’s own: a creator’s sales without the brand’s parts, no other brand’s rows, and a key with the list’s scope only', async () => {
    const { brand, creator, brandId } = await brandWithCreatorCode(platform, 'SUYO10', { brand: 'Marca Suya', creator: 'Sara Suya' });
    await platform.api('POST', '/api/v1/test-sale', { token: brand.token, body: { couponCode: 'SUYO10', orderTotal: 100 } });
    await seedSales(brandId, creator.user.creator.id, 2, '2026-05-01T12:00:00Z');
    const mine = await download('/exports/transactions', creator.token);
    expect(mine.header).toEqual([
      'Fecha (hora de Argentina)',
      'Pedido',
      'Producto',
      'Marca',
      'Cantidad',
      'Moneda',
      'Total',
      'Tu Comisión',
      'Estado',
      'Motivo de cancelación',
      'Atribuida por',
      'ID de transacción',
    ]);
    // Its two sales; the brand's test sale was no sale of hers.
    expect(mine.rows.map((r) => r[7])).toEqual(['123,45', '123,45']);

    const stranger = await platform.signUp('brand', 'Marca Curiosa');
    expect((await download(`/exports/transactions?brandId=${brandId}`, stranger.token)).status).toBe(403);
    expect((await download(`/exports/conversions?brandId=${brandId}`, stranger.token)).status).toBe(403);

    const key = async (scopes: string[]) =>
      (
        await platform.api('POST', `/api/v1/brands/${brandId}/api-keys`, {
          token: brand.token,
          body: { name: `Planilla ${scopes[0]}`, scopes },
        })
      ).json.key as string;
    const sales = await download('/exports/transactions', await key(['sales:read']));
    expect(sales.rows).toHaveLength(3);
    expect((await download('/exports/transactions', await key(['links:read']))).status).toBe(403);
  });

  it('give clicks per link and day, and the pixel’s conversions, with their own headers', async () => {
    const { brand, creator, campaignId, links } = await creatorInCampaign(platform, {
      brand: 'Marca Clics',
      creator: 'Cleo Clics',
      products: ['Gorro de otoño'],
    });
    const brandId = brand.user.brands[0].id as string;
    const link = links[0] as { id: string; uniqueCode: string };
    await platform.db.query(
      `INSERT INTO tracking.click_rollups (scope, scope_id, day, clicks, unique_clicks, bot_clicks)
       VALUES ('link', $1, '2026-06-01', 12, 9, 2), ('link', $1, '2026-06-02', 3, 3, 0)`,
      [link.id],
    );
    const clicks = await download(`/exports/clicks?campaignId=${campaignId}&from=2026-06-01&to=2026-06-30`, brand.token);
    expect(clicks.header).toEqual(['Día (UTC)', 'Link', 'Campaña', 'Producto', 'Creador', 'Clics', 'Clics únicos', 'Clics de bots']);
    expect(clicks.rows.map((r) => [r[0], r[1], r[4], r[5], r[6], r[7]])).toEqual([
      ['2026-06-01', link.uniqueCode, 'Cleo Clics', '12', '9', '2'],
      ['2026-06-02', link.uniqueCode, 'Cleo Clics', '3', '3', '0'],
    ]);
    expect((await download('/exports/clicks?from=2026-06-02', creator.token)).rows.map((r) => r[5])).toEqual(['3']);
    expect((await download('/exports/clicks', (await platform.signUp('creator', 'Otra Creadora')).token)).rows).toEqual([]);

    const conversions = await download(`/exports/conversions?brandId=${brandId}`, brand.token);
    expect(conversions.header).toEqual([
      'Fecha (hora de Argentina)',
      'Evento',
      'Campaña',
      'Creador',
      'Cliente',
      'Email del cliente',
      'Moneda',
      'Monto',
      'Comisión',
      'Estado',
      'Motivo',
      'ID de conversión',
    ]);
    expect((await download('/exports/conversions', creator.token)).header).not.toContain('Email del cliente');
  });

  it('give a payee its own payouts and the admin everyone’s, and a brand its roster of creators by name', async () => {
    const { brand, creator, brandId } = await brandWithCreatorCode(platform, 'PAGO10', { brand: 'Marca Pagos', creator: 'Pilar Pagos' });
    const creatorId = creator.user.creator.id as string;
    const other = await platform.signUp('creator', 'Otro Cobro');
    const [batch] = (
      await platform.db.query(
        `INSERT INTO tracking.payout_batches (provider, minimum_cents, created_by) VALUES ('manual', 100000, $1) RETURNING id`,
        [brand.user.id],
      )
    ).rows as { id: string }[];
    await platform.db.query(
      `INSERT INTO tracking.payouts (batch_id, payee_id, payee_type, amount_cents, status, method, destination, holder_name, idempotency_key, created_at, paid_at)
       VALUES ($1, $2, 'creator', 250050, 'paid', 'alias', 'pilar.pagos', 'Pilar Pagos', $4, '2026-07-01T15:00:00Z', '2026-07-02T15:00:00Z'),
              ($1, $3, 'creator', 990000, 'pending', 'cvu', '0000003100000000000001', 'Otro Cobro', $5, '2026-07-01T15:00:00Z', NULL)`,
      [batch!.id, creatorId, other.user.creator.id, randomUUID(), randomUUID()],
    );
    const mine = await download('/exports/payouts', creator.token);
    expect(mine.header).toEqual([
      'Fecha (hora de Argentina)',
      'Monto',
      'Estado',
      'Medio',
      'Destino',
      'Titular',
      'Pagado el (hora de Argentina)',
      'Motivo',
      'ID de pago',
    ]);
    expect(mine.rows.map((r) => r.slice(0, 7))).toEqual([
      ['2026-07-01 12:00:00', '2500,50', 'Pagado', expect.any(String), 'pilar.pagos', 'Pilar Pagos', '2026-07-02 12:00:00'],
    ]);
    // A brand has no payouts; another creator's never show.
    expect((await download('/exports/payouts', brand.token)).status).toBe(403);
    const admin = await platform.signUpAdmin();
    const everyone = await download(`/exports/payouts?creatorId=${other.user.creator.id}`, admin.token);
    expect(everyone.rows.map((r) => [r[1], r[2], r[3]])).toEqual([['Otro Cobro', 'Creador', '9900,00']]);

    // The brand's roster: its internal creators and the ones it works with, by name.
    for (const name of ['Zoe Interna', 'Ana Interna'])
      await platform.api('POST', '/api/v1/creators', { token: brand.token, body: { name } });
    const roster = await download(`/exports/creators?brandId=${brandId}&tab=mine&type=internal`, brand.token);
    expect(roster.header.slice(0, 3)).toEqual(['Nombre', 'Tipo', 'Categorías']);
    expect(roster.rows.map((r) => r[0])).toEqual(['Ana Interna', 'Zoe Interna']);
    expect((await download(`/exports/creators?brandId=${brandId}`, creator.token)).status).toBe(403);
    expect((await download(`/exports/creators?brandId=${brandId}&sort=raro`, brand.token)).status).toBe(400);
  });
});
