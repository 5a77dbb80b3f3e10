// Page-based lists: page (1-based), per_page (default 30, at most 200), X-Total-Count and a Link
// header with absolute next/last/first/prev URLs (research notes §0 "Pagination").
import { apiError, type Reply } from './http.js';
import { parseTime } from './time.js';

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 200;

export interface Page<T> {
  items: T[];
  headers: Record<string, string>;
}

function positiveInt(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

/**
 * Cuts one page. per_page over 200 (or not a positive integer) answers 422 instead of clamping, so
 * a client that asks for more than the real API allows finds out here. A page past the last one
 * answers 404 "Last page is N", and so does an empty list, on page 1 too: the real API answers
 * `404 {"description":"Last page is 0"}` to a store with no orders or no webhooks yet, which
 * several independent clients of it special-case.
 */
export function paginate<T>(items: T[], url: URL): Page<T> | Reply {
  const query = url.searchParams;
  const perPageRaw = query.get('per_page');
  const pageRaw = query.get('page');
  const perPage = perPageRaw === null ? DEFAULT_PER_PAGE : positiveInt(perPageRaw);
  if (perPage === null || perPage > MAX_PER_PAGE)
    return apiError(422, `per_page must be an integer between 1 and ${MAX_PER_PAGE}, got ${perPageRaw}`);
  const page = pageRaw === null ? 1 : positiveInt(pageRaw);
  if (page === null) return apiError(422, `page must be a positive integer, got ${pageRaw}`);

  const total = items.length;
  const lastPage = Math.ceil(total / perPage);
  if (page > lastPage) return apiError(404, `Last page is ${lastPage}`);

  const link = (n: number): string => {
    const next = new URL(url.toString());
    next.searchParams.set('page', String(n));
    next.searchParams.set('per_page', String(perPage));
    return next.toString();
  };
  const links: string[] = [];
  if (page < lastPage) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(lastPage)}>; rel="last"`);
  if (page > 1) links.push(`<${link(1)}>; rel="first"`, `<${link(page - 1)}>; rel="prev"`);

  const headers: Record<string, string> = { 'X-Total-Count': String(total) };
  if (links.length > 0) headers['Link'] = links.join(', ');
  return { items: items.slice((page - 1) * perPage, page * perPage), headers };
}

export function isPage<T>(value: Page<T> | Reply): value is Page<T> {
  return 'items' in value;
}

interface Timed {
  id: number;
  created_at: number;
  updated_at: number;
}

/** since_id, created_at_min/max and updated_at_min/max, which most lists accept. */
export function filterCommon<T extends Timed>(items: T[], query: URLSearchParams): T[] | Reply {
  let out = items;
  const sinceId = query.get('since_id');
  if (sinceId !== null) {
    if (!/^\d+$/.test(sinceId)) return apiError(422, `since_id must be an integer, got ${sinceId}`);
    out = out.filter((i) => i.id > Number(sinceId));
  }
  const bounds: Array<[string, keyof Timed, 'min' | 'max']> = [
    ['created_at_min', 'created_at', 'min'],
    ['created_at_max', 'created_at', 'max'],
    ['updated_at_min', 'updated_at', 'min'],
    ['updated_at_max', 'updated_at', 'max'],
  ];
  for (const [param, field, kind] of bounds) {
    const raw = query.get(param);
    if (raw === null) continue;
    const at = parseTime(raw);
    if (at === null) return apiError(422, `${param} is not a valid ISO 8601 date: ${raw}`);
    out = out.filter((i) => (kind === 'min' ? i[field] >= at : i[field] <= at));
  }
  return out;
}

/** A handler's answer, as opposed to a record or a list (an order's `status` is a string, a reply's a number). */
export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { status?: unknown }).status === 'number';
}
