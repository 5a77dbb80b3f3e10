import {
  CREATOR_CATEGORIES,
  CREATOR_TYPE_FILTERS,
  DIRECTORY_SORTS,
  DIRECTORY_TABS,
  DIRECTORY_TEXTS,
  type CreatorCategory,
  type CreatorTypeFilter,
  type DirectorySort,
  type DirectoryTab,
} from '@afilia/contracts';
import type { DirectoryRequest } from './creators-api';

/** What the directory screen filters by (seed 001 §2, §9), kept in the address (?tab=&type=…). */
export interface DirectoryFilters {
  tab: DirectoryTab;
  type: CreatorTypeFilter;
  category: CreatorCategory | null;
  sort: DirectorySort;
  /** As typed (the screen debounces it); trimmed when sent. */
  search: string;
  /** One of the user's own lists. */
  listId: string | null;
  page: number;
}

/** The default view: the brand's own creators, every type and category, by the total earned it sees. */
export const DEFAULT_FILTERS: DirectoryFilters = {
  tab: 'mine',
  type: 'all',
  category: null,
  sort: 'all',
  search: '',
  listId: null,
  page: 1,
};

/** The search field's debounce, so the directory is not asked once per key pressed. */
export const SEARCH_DEBOUNCE_MS = 300;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in the address; anything unknown or malformed (an edited link) falls back to its default. */
export function filtersFromSearchParams(params: URLSearchParams): DirectoryFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const listId = params.get('list');
  return {
    tab: oneOf(DIRECTORY_TABS, params.get('tab')) ?? DEFAULT_FILTERS.tab,
    type: oneOf(CREATOR_TYPE_FILTERS, params.get('type')) ?? DEFAULT_FILTERS.type,
    category: oneOf(CREATOR_CATEGORIES, params.get('category')) ?? null,
    sort: oneOf(DIRECTORY_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    search: (params.get('q') ?? '').slice(0, 100),
    listId: listId && UUID.test(listId) ? listId : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for the filters: only what differs from the default, so the plain page stays plain. */
export function filtersToSearchParams(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== DEFAULT_FILTERS.tab) params.set('tab', filters.tab);
  if (filters.type !== DEFAULT_FILTERS.type) params.set('type', filters.type);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.listId) params.set('list', filters.listId);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A change of the filters: any change but the page's goes back to page 1 (the old page may not
 * exist any more).
 */
export function changeFilters(filters: DirectoryFilters, change: Partial<DirectoryFilters>): DirectoryFilters {
  return { ...filters, ...change, page: change.page ?? 1 };
}

/**
 * The directory's query for the filters: the tab and the page always (for anyone but a brand the
 * gateway shows the public creators whatever the tab), the other filters when not the default.
 */
export function toDirectoryRequest(filters: DirectoryFilters): DirectoryRequest {
  const search = filters.search.trim();
  return {
    tab: filters.tab,
    ...(filters.type !== 'all' ? { type: filters.type } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.sort !== 'all' ? { sort: filters.sort } : {}),
    ...(search ? { search } : {}),
    ...(filters.listId ? { listId: filters.listId } : {}),
    page: filters.page,
  };
}

/**
 * Whether the filters may leave creators out: a search, a type, a category, a list, the
 * high-engagement sort (which keeps only 3 % and up) or the top earners (only the creators who
 * show the brand their earnings: issue 34 §4). The other sorts only reorder.
 */
export function isFiltered(filters: DirectoryFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.type !== 'all' ||
    filters.category !== null ||
    filters.listId !== null ||
    filters.sort === 'high-engagement' ||
    filters.sort === 'top-earners'
  );
}

/**
 * The empty state's title (seed 001 §2): filters that exclude everything, else the tab's own
 * ('No tienes creadores internos' on the roster, which offers the CSV import).
 */
export function emptyTitle(filters: DirectoryFilters, withTabs: boolean): string {
  if (isFiltered(filters)) return DIRECTORY_TEXTS.noCreators;
  return withTabs && filters.tab === 'mine' ? DIRECTORY_TEXTS.noInternal : DIRECTORY_TEXTS.noneAvailable;
}

/** An avatar's initials: the first letters of the first two words ('María Núñez' → 'MN'). */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase('es-AR'));
  return letters.join('') || '?';
}
