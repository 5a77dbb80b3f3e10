import { DIRECTORY_TEXTS } from '@afilia/contracts';
import { directoryQueryString } from './creators-api';
import {
  changeFilters,
  DEFAULT_FILTERS,
  emptyTitle,
  filtersFromSearchParams,
  filtersToSearchParams,
  initials,
  isFiltered,
  toDirectoryRequest,
  type DirectoryFilters,
} from './directory-filters';

const LIST_ID = '5f0c8a3e-2b1d-4c6e-9a7f-1e2d3c4b5a69';

const filtered: DirectoryFilters = {
  tab: 'platform',
  type: 'freelance',
  category: 'moda',
  sort: 'most-followers',
  search: 'María',
  listId: LIST_ID,
  page: 3,
};

describe('filters in the address', () => {
  it('reads the default view from a plain address', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the default, and reads it back', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    const params = filtersToSearchParams(filtered);
    expect(params.toString()).toBe(`tab=platform&type=freelance&category=moda&sort=most-followers&q=Mar%C3%ADa&list=${LIST_ID}&page=3`);
    expect(filtersFromSearchParams(params)).toEqual(filtered);
  });

  it('falls back to the defaults for values it does not know', () => {
    const params = new URLSearchParams('tab=todos&type=vip&category=cocina&sort=rating&list=verano&page=-2');
    expect(filtersFromSearchParams(params)).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearchParams(new URLSearchParams('page=2.5')).page).toBe(2);
    expect(filtersFromSearchParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('leaves a blank search out of the address', () => {
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, search: '   ' }).toString()).toBe('');
  });
});

describe('changeFilters', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(changeFilters({ ...DEFAULT_FILTERS, page: 4 }, { category: 'gaming' })).toEqual({
      ...DEFAULT_FILTERS,
      category: 'gaming',
      page: 1,
    });
    expect(changeFilters({ ...DEFAULT_FILTERS, page: 4 }, { tab: 'platform' }).page).toBe(1);
    expect(changeFilters({ ...DEFAULT_FILTERS, page: 4 }, { search: 'Sol' }).page).toBe(1);
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeFilters(filtered, { page: 5 })).toEqual({ ...filtered, page: 5 });
  });
});

describe("the directory's query", () => {
  it('sends the tab and the page, and leaves the defaults out', () => {
    expect(toDirectoryRequest(DEFAULT_FILTERS)).toEqual({ tab: 'mine', page: 1 });
    expect(directoryQueryString(toDirectoryRequest(DEFAULT_FILTERS))).toBe('tab=mine&page=1');
  });

  it('sends every filter that is set, the search trimmed', () => {
    const request = toDirectoryRequest({ ...filtered, search: '  María Núñez ' });
    expect(request).toEqual({
      tab: 'platform',
      type: 'freelance',
      category: 'moda',
      sort: 'most-followers',
      search: 'María Núñez',
      listId: LIST_ID,
      page: 3,
    });
    expect(directoryQueryString(request)).toBe(
      `tab=platform&type=freelance&category=moda&sort=most-followers&search=Mar%C3%ADa+N%C3%BA%C3%B1ez&listId=${LIST_ID}&page=3`,
    );
  });

  it('leaves a blank search out', () => {
    expect(toDirectoryRequest({ ...DEFAULT_FILTERS, search: '  ' })).toEqual({ tab: 'mine', page: 1 });
  });
});

describe('empty states', () => {
  it("says the roster is empty on 'Mis Creadores' with no filters", () => {
    expect(emptyTitle(DEFAULT_FILTERS, true)).toBe('No tienes creadores internos');
    expect(emptyTitle({ ...DEFAULT_FILTERS, sort: 'most-followers' }, true)).toBe(DIRECTORY_TEXTS.noInternal);
  });

  it("says no creator is available on 'Plataforma', and without tabs", () => {
    expect(emptyTitle({ ...DEFAULT_FILTERS, tab: 'platform' }, true)).toBe('No hay creadores disponibles');
    expect(emptyTitle(DEFAULT_FILTERS, false)).toBe(DIRECTORY_TEXTS.noneAvailable);
  });

  it.each<Partial<DirectoryFilters>>([
    { search: 'Sol' },
    { type: 'internal' },
    { category: 'fitness' },
    { listId: LIST_ID },
    { sort: 'high-engagement' },
    // Only the creators whose earnings the brand sees (issue 34 §4).
    { sort: 'top-earners' },
  ])('says nothing matches when %j leaves everyone out', (change) => {
    expect(isFiltered({ ...DEFAULT_FILTERS, ...change })).toBe(true);
    expect(emptyTitle({ ...DEFAULT_FILTERS, ...change }, true)).toBe('No hay creadores registrados');
    expect(emptyTitle({ ...DEFAULT_FILTERS, tab: 'platform', ...change }, true)).toBe(DIRECTORY_TEXTS.noCreators);
  });

  it('does not count a sort that only reorders, nor a blank search, as a filter', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'most-followers', search: '  ' })).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initials('María Núñez')).toBe('MN');
    expect(initials('  ñandú   azul  rojo')).toBe('ÑA');
    expect(initials('Sol')).toBe('S');
    expect(initials('')).toBe('?');
  });
});
