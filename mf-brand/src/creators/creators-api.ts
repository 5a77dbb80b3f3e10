import {
  createdCreatorSchema,
  creatorListSummariesSchema,
  creatorListSummarySchema,
  directoryPageSchema,
  importCreatorsResultSchema,
  type CreateCreatorListRequest,
  type CreateCreatorRequest,
  type CreatedCreator,
  type CreatorListSummary,
  type DirectoryPage,
  type DirectoryQueryInput,
  type ImportCreatorsResult,
  type ImportRow,
  type SetCreatorListsRequest,
} from '@afilia/contracts';
import type { ApiClient } from '@afilia/platform';

/** The directory's query as the screen sends it: the brand goes as the client's `brandId` option. */
export type DirectoryRequest = Omit<DirectoryQueryInput, 'brandId'>;

/** Query keys: the directory is the acting brand's ('own' for a brand owner); lists are the user's own. */
export const creatorsKeys = {
  all: ['creators'] as const,
  directory: (brandId: string | null, query: DirectoryRequest) => ['creators', 'directory', brandId ?? 'own', query] as const,
  lists: ['creator-lists'] as const,
  /** The user's lists, each saying whether `creatorId` is in it ('all' when no creator is named). */
  listsFor: (creatorId: string | null) => ['creator-lists', creatorId ?? 'all'] as const,
};

/** `tab=mine&page=1…`: the query's values in a stable order, those left out not sent. */
export function directoryQueryString(query: DirectoryRequest): string {
  const params = new URLSearchParams();
  for (const key of ['tab', 'type', 'category', 'sort', 'search', 'listId', 'page'] as const) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * mf-brand's calls to the gateway for the creators directory, 'Crear Creador' and creator lists
 * (seed 001 §2, §5, §7). Pact pins them against the gateway (test/pact).
 */
export function creatorsApi(api: ApiClient) {
  return {
    /** A page of the directory: the brand's roster ('mine') or the platform's public creators. */
    page(query: DirectoryRequest, brandId?: string | null): Promise<DirectoryPage> {
      const search = directoryQueryString(query);
      return api.get(search ? `/creators?${search}` : '/creators', { schema: directoryPageSchema, brandId });
    },
    /**
     * An internal creator of the brand (201); the categories go as typed, comma separated. Its
     * `notices` say what the brand must know, e.g. that the invitation e-mail did not leave.
     */
    create(request: CreateCreatorRequest, brandId?: string | null): Promise<CreatedCreator> {
      return api.post('/creators', request, { schema: createdCreatorSchema, brandId });
    },
    /** The user's lists by name; with a creator, whether it is in each. */
    lists(creatorId?: string | null): Promise<CreatorListSummary[]> {
      const query = creatorId ? `?${new URLSearchParams({ creatorId })}` : '';
      return api.get(`/creator-lists${query}`, { schema: creatorListSummariesSchema });
    },
    /** 'Nueva lista' (201). Lists are the signed-in user's own, not a brand's: no brand is sent. */
    createList(request: CreateCreatorListRequest): Promise<CreatorListSummary> {
      return api.post('/creator-lists', request, { schema: creatorListSummarySchema });
    },
    /** Leaves the creator in exactly these of the user's lists; answers every list of the user's. */
    setLists(request: SetCreatorListsRequest): Promise<CreatorListSummary[]> {
      return api.put('/creator-lists/membership', request, { schema: creatorListSummariesSchema });
    },
    /** 'Importar CSV': one part of the file's rows (1 to IMPORT_CHUNK); a name the roster has comes back 'duplicate'. */
    import(rows: ImportRow[], brandId?: string | null): Promise<ImportCreatorsResult> {
      return api.post('/creators/import', { rows }, { schema: importCreatorsResultSchema, brandId });
    },
  };
}

export type CreatorsApi = ReturnType<typeof creatorsApi>;
