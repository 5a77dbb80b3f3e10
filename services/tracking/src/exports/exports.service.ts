import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  CANCEL_REASON_TEXTS,
  CONVERSION_REVIEW_LABELS,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
  conversionEventLabel,
  EXPORT_PAGE_ROWS,
  EXPORT_TEXTS,
  saleStatusLabel,
  type Actor,
  type CancelReason,
  type ConversionReview,
  type ExportCell,
  type ExportClicksQuery,
  type ExportColumn,
  type ExportConversionsQuery,
  type ExportPage,
  type ExportPayoutsQuery,
  type PayoutMethod,
  type PayoutStatus,
  type ExportRange,
  type ExportTransactionsQuery,
} from '@afilia/contracts';
import { brandScope, DomainError, lookupNames, ServiceClient } from '@afilia/service-kit';
import { actorScope } from '../access/actor-scope.js';

/** Where a page goes on from: the last row's sort key, as Postgres wrote it (a timestamp's microseconds survive). */
const CURSOR = /^(.{10,40})\|([0-9a-f-]{36})$/;

/** Argentina's days: the range's bounds, and the time written in the file (UTC−3 all year). */
const ZONE = 'America/Argentina/Buenos_Aires';
const at = (header: string) => `${header} (${EXPORT_TEXTS.timeZone})`;

const text = (header: string): ExportColumn => ({ header, kind: 'text' });
const money = (header: string): ExportColumn => ({ header, kind: 'money' });
const integer = (header: string): ExportColumn => ({ header, kind: 'integer' });

type TransactionRow = Record<string, string | number | boolean | null>;

/**
 * The transactions file's columns: the screens' names where the screens show the same thing
 * ('Mis Ventas' and 'Transacciones', seed 001 §2), each with the side that sees it (a creator its
 * commission, the brand side every part and whether it was a test; no side: both).
 */
const TRANSACTION_FIELDS: { column: ExportColumn; cell(r: TransactionRow): ExportCell; side?: 'creator' | 'brand' }[] = [
  { column: text(at('Fecha')), cell: (r) => r.at as string },
  { column: text('Pedido'), cell: (r) => (r.order_number ?? r.order_id) as string },
  { column: text('Producto'), cell: (r) => r.product_name as string | null },
  { column: text('Creador'), cell: (r) => r.creator_name as string | null, side: 'brand' },
  { column: text('Marca'), cell: (r) => r.brand_name as string | null },
  { column: integer('Cantidad'), cell: (r) => Number(r.quantity) },
  { column: text('Moneda'), cell: (r) => r.currency as string },
  { column: money('Total'), cell: (r) => Number(r.amount_total_cents) },
  { column: money('Tu Comisión'), cell: (r) => Number(r.amount_creator_cents), side: 'creator' },
  { column: money('Comisión Creador'), cell: (r) => Number(r.amount_creator_cents), side: 'brand' },
  { column: money('Comisión Plataforma'), cell: (r) => Number(r.amount_platform_cents), side: 'brand' },
  { column: money('Tu Parte'), cell: (r) => Number(r.amount_brand_cents), side: 'brand' },
  { column: text('Estado'), cell: (r) => saleStatusLabel(String(r.status)) },
  { column: text('Motivo de cancelación'), cell: (r) => (r.cancel_reason ? CANCEL_REASON_TEXTS[r.cancel_reason as CancelReason] : null) },
  { column: text('Atribuida por'), cell: (r) => (r.attributed_by === 'coupon' ? 'Cupón' : 'Link') },
  { column: text('Prueba'), cell: (r) => (r.is_test ? 'Sí' : 'No'), side: 'brand' },
  { column: text('ID de transacción'), cell: (r) => r.id as string },
];

/** A SQL condition list under construction, with its parameters numbered as they are added. */
class Conditions {
  readonly sql: string[] = [];
  readonly params: unknown[] = [];
  constructor(base: { sql: string; params: unknown[] }) {
    this.sql.push(base.sql);
    this.params.push(...base.params);
  }
  add(condition: (param: string) => string, value: unknown): void {
    this.params.push(value);
    this.sql.push(condition(`$${this.params.length}`));
  }
  /** The range's days in Argentina, both included, on a timestamp column. */
  range(column: string, range: ExportRange): void {
    if (range.from) this.add((p) => `${column} >= (${p}::date::timestamp AT TIME ZONE '${ZONE}')`, range.from);
    if (range.to) this.add((p) => `${column} < ((${p}::date + 1)::timestamp AT TIME ZONE '${ZONE}')`, range.to);
  }
  /** Rows after the cursor, on (column, id). */
  after(column: string, cursor: string | null, id = 'id', alias = ''): void {
    if (!cursor) return;
    const parts = CURSOR.exec(cursor);
    if (!parts) throw new DomainError('VALIDATION_FAILED', 'Página inválida');
    this.params.push(parts[1], parts[2]);
    const n = this.params.length;
    this.sql.push(`(${column}, ${alias}"${id}") > ($${n - 1}::timestamptz, $${n}::uuid)`);
  }
  get where(): string {
    return this.sql.join(' AND ');
  }
}

/** The page's answer: its rows (without the cursor column) and where the next starts. */
function page(columns: ExportColumn[], rows: { cursor: string; cells: ExportCell[] }[]): ExportPage {
  return {
    columns,
    rows: rows.slice(0, EXPORT_PAGE_ROWS).map((r) => r.cells),
    next: rows.length > EXPORT_PAGE_ROWS ? rows[EXPORT_PAGE_ROWS - 1]!.cursor : null,
  };
}

/**
 * The exports tracking owns (issue 39 §3, decision 246): a page at a time, oldest first, of what
 * the actor's screen lists, the same scope and filters (a creator its own, a brand or agency its
 * brand's, an admin all or one brand's), within the range's days. The gateway writes the pages
 * into one CSV file as they come.
 */
@Injectable()
export class ExportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: ServiceClient,
  ) {}

  /** 'Transacciones' (a brand's, an agency's, the admin's) and 'Mis Ventas' (a creator's: its commission only, no test sale). */
  async transactions(actor: Actor, filters: ExportTransactionsQuery, after: string | null): Promise<ExportPage> {
    const creator = actor.role === 'creator';
    const where = new Conditions(actorScope(actor, 't', filters));
    if (creator) where.sql.push(`NOT t."is_test"`);
    where.range('t."created_at"', filters);
    where.after('t."created_at"', after, 'id', 't.');
    const rows = await this.dataSource.query<TransactionRow[]>(
      `SELECT t."created_at"::text || '|' || t."id" AS "cursor", to_char(t."created_at" AT TIME ZONE '${ZONE}', 'YYYY-MM-DD HH24:MI:SS') AS "at",
              t."order_number", t."order_id", t."product_name", t."creator_name", t."brand_name", t."quantity", t."currency",
              t."amount_total_cents", t."amount_creator_cents", t."amount_platform_cents", t."amount_brand_cents",
              t."status", t."cancel_reason", t."attributed_by", t."is_test", t."id"
         FROM "tracking"."transactions" t WHERE ${where.where}
        ORDER BY t."created_at", t."id" LIMIT ${EXPORT_PAGE_ROWS + 1}`,
      where.params,
    );
    const side = creator ? 'creator' : 'brand';
    const fields = TRANSACTION_FIELDS.filter((f) => !f.side || f.side === side);
    return page(
      fields.map((f) => f.column),
      rows.map((r) => ({ cursor: String(r.cursor), cells: fields.map((f) => f.cell(r)) })),
    );
  }

  /**
   * Clicks per link and day (the analytics' daily figures): every click, the unique ones and the
   * bots', from the daily rollups. A creator's links, or the brand's; a campaign or one link.
   */
  async clicks(actor: Actor, filters: ExportClicksQuery, after: string | null): Promise<ExportPage> {
    const where = new Conditions(actorScope(actor, 'l', filters));
    if (filters.campaignId) where.add((p) => `l."campaign_id" = ${p}`, filters.campaignId);
    if (filters.linkId) where.add((p) => `l."id" = ${p}`, filters.linkId);
    if (filters.from) where.add((p) => `r."day" >= ${p}::date`, filters.from);
    if (filters.to) where.add((p) => `r."day" <= ${p}::date`, filters.to);
    // The day as a timestamp at midnight UTC: the cursor's form for every export.
    where.after(`(r."day"::timestamp AT TIME ZONE 'UTC')`, after, 'id', 'l.');
    const rows = await this.dataSource.query<Record<string, string | number | null>[]>(
      `SELECT (r."day"::timestamp AT TIME ZONE 'UTC')::text || '|' || l."id" AS "cursor", to_char(r."day", 'YYYY-MM-DD') AS "day",
              l."unique_code", l."campaign_name", l."custom_product_name", l."creator_id", r."clicks", r."unique_clicks", r."bot_clicks"
         FROM "tracking"."click_rollups" r JOIN "tracking"."affiliate_links" l ON r."scope" = 'link' AND r."scope_id" = l."id"
        WHERE ${where.where}
        ORDER BY r."day", l."id" LIMIT ${EXPORT_PAGE_ROWS + 1}`,
      where.params,
    );
    const names = await lookupNames(this.client, [], [...new Set(rows.map((r) => r.creator_id as string))]);
    return page(
      [
        { header: 'Día (UTC)', kind: 'date' },
        text('Link'),
        text('Campaña'),
        text('Producto'),
        text('Creador'),
        integer('Clics'),
        integer('Clics únicos'),
        integer('Clics de bots'),
      ],
      rows.map((r) => ({
        cursor: r.cursor as string,
        cells: [
          r.day as string,
          r.unique_code as string,
          r.campaign_name as string | null,
          r.custom_product_name as string | null,
          names.creators.get(r.creator_id as string)?.name ?? null,
          Number(r.clicks),
          Number(r.unique_clicks),
          Number(r.bot_clicks),
        ],
      })),
    );
  }

  /**
   * Payouts, as 'Mis Ganancias' and the admin's batches list them: a creator's or an agency's
   * own (where its money went), or every one for an admin (one creator's if named).
   */
  async payouts(actor: Actor, filters: ExportPayoutsQuery, after: string | null): Promise<ExportPage> {
    const admin = actor.role === 'admin';
    const payee = actor.role === 'creator' ? actor.creatorId : actor.role === 'agency' ? actor.agencyId : null;
    if (!admin && !payee) throw new DomainError('FORBIDDEN');
    const where = new Conditions(admin ? { sql: 'TRUE', params: [] } : { sql: `p."payee_id" = $1`, params: [payee] });
    if (admin && filters.creatorId) where.add((n) => `p."payee_id" = ${n}`, filters.creatorId);
    where.range('p."created_at"', filters);
    where.after('p."created_at"', after, 'id', 'p.');
    const rows = await this.dataSource.query<
      {
        cursor: string;
        at: string;
        paid: string | null;
        payee_type: string;
        payee_id: string;
        amount_cents: string;
        status: PayoutStatus;
        method: PayoutMethod;
        destination: string;
        holder_name: string;
        failure_reason: string | null;
        id: string;
      }[]
    >(
      `SELECT p."created_at"::text || '|' || p."id" AS "cursor", to_char(p."created_at" AT TIME ZONE '${ZONE}', 'YYYY-MM-DD HH24:MI:SS') AS "at",
              to_char(p."paid_at" AT TIME ZONE '${ZONE}', 'YYYY-MM-DD HH24:MI:SS') AS "paid", p."payee_type", p."payee_id", p."amount_cents",
              p."status", p."method", p."destination", p."holder_name", p."failure_reason", p."id"
         FROM "tracking"."payouts" p WHERE ${where.where}
        ORDER BY p."created_at", p."id" LIMIT ${EXPORT_PAGE_ROWS + 1}`,
      where.params,
    );
    const names = admin
      ? await lookupNames(this.client, [], [...new Set(rows.filter((r) => r.payee_type === 'creator').map((r) => r.payee_id))])
      : null;
    return page(
      [
        text(at('Fecha')),
        ...(admin ? [text('Beneficiario'), text('Tipo')] : []),
        money('Monto'),
        text('Estado'),
        text('Medio'),
        text('Destino'),
        text('Titular'),
        text(at('Pagado el')),
        text('Motivo'),
        text('ID de pago'),
      ],
      rows.map((r) => ({
        cursor: r.cursor,
        cells: [
          r.at,
          ...(admin
            ? [
                r.payee_type === 'creator' ? (names!.creators.get(r.payee_id)?.name ?? null) : null,
                r.payee_type === 'creator' ? 'Creador' : 'Agencia',
              ]
            : []),
          Number(r.amount_cents),
          PAYOUT_STATUS_LABELS[r.status],
          PAYOUT_METHOD_LABELS[r.method],
          r.destination,
          r.holder_name,
          r.paid,
          r.failure_reason,
          r.id,
        ],
      })),
    );
  }

  /** The pixel's conversions as 'Tracking y Conversiones' lists them (a creator: its counted ones, without the customer). */
  async conversions(actor: Actor, filters: ExportConversionsQuery, after: string | null): Promise<ExportPage> {
    const creator = actor.role === 'creator';
    if (creator && !actor.creatorId) throw new DomainError('FORBIDDEN');
    const where = creator
      ? new Conditions({ sql: `c."creator_id" = $1 AND c."is_valid"`, params: [actor.creatorId] })
      : new Conditions({
          sql: `c."brand_id" = $1 AND c."source" IN (SELECT "pixel_code" FROM "tracking"."tracking_pixels" WHERE "brand_id" = $1)`,
          params: [brandScope(actor, filters.brandId)],
        });
    where.range('c."created_at"', filters);
    where.after('c."created_at"', after, 'id', 'c.');
    const rows = await this.dataSource.query<Record<string, string | number | boolean | null>[]>(
      `SELECT c."created_at"::text || '|' || c."id" AS "cursor", to_char(c."created_at" AT TIME ZONE '${ZONE}', 'YYYY-MM-DD HH24:MI:SS') AS "at",
              c."event_type", c."event_name", l."campaign_name", c."creator_id", c."customer_name", c."customer_email", c."currency",
              c."amount_cents", c."commission_cents", c."is_valid", c."invalid_reason", c."review", c."hold_reason", c."void_reason", c."id"
         FROM "tracking"."external_conversions" c LEFT JOIN "tracking"."affiliate_links" l ON l."id" = c."link_id"
        WHERE ${where.where}
        ORDER BY c."created_at", c."id" LIMIT ${EXPORT_PAGE_ROWS + 1}`,
      where.params,
    );
    const names = await lookupNames(this.client, [], [...new Set(rows.flatMap((r) => (r.creator_id ? [r.creator_id as string] : [])))]);
    const columns = [
      text(at('Fecha')),
      text('Evento'),
      text('Campaña'),
      ...(creator ? [] : [text('Creador'), text('Cliente'), text('Email del cliente')]),
      text('Moneda'),
      money('Monto'),
      money(creator ? 'Tu Comisión' : 'Comisión'),
      text('Estado'),
      text('Motivo'),
      text('ID de conversión'),
    ];
    return page(
      columns,
      rows.map((r) => {
        const review = r.review as ConversionReview | null;
        const state = !r.is_valid ? 'No cuenta' : review ? CONVERSION_REVIEW_LABELS[review] : '';
        const why = (r.invalid_reason ?? r.void_reason ?? r.hold_reason ?? null) as string | null;
        return {
          cursor: r.cursor as string,
          cells: [
            r.at as string,
            conversionEventLabel(String(r.event_type), String(r.event_name)),
            r.campaign_name as string | null,
            ...(creator
              ? []
              : [
                  r.creator_id ? (names.creators.get(r.creator_id as string)?.name ?? null) : null,
                  r.customer_name as string | null,
                  r.customer_email as string | null,
                ]),
            r.currency as string,
            Number(r.amount_cents),
            Number(r.commission_cents),
            state,
            why,
            r.id as string,
          ],
        };
      }),
    );
  }
}
