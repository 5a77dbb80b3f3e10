import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUTOSAVE_DELAY_MS, firstIssue, saveShopRequestSchema, type SaveShopRequest, type ShopEditorData } from '@afilia/contracts';
import { api, ApiError, queryClient } from '@afilia/platform';
import { PROFILE_KEY, SHOP_KEY } from '../common/creator-row-keys';
import { Autosaver, type SaveResult } from './autosaver';
import { shopApi } from './shop-api';
import { draftOf, type ShopDraft } from './shop-draft';

export type { ShopDraft } from './shop-draft';

/** A draft the contracts refuse: not sent; its message is shown when the creator saves by hand. */
export class DraftInvalid extends Error {}

/** The draft as it is sent, checked first with the contracts' schema (the gateway checks it again). */
export function toRequest(draft: ShopDraft, revision: number): SaveShopRequest {
  const request = { ...draft, revision };
  const checked = saveShopRequestSchema.safeParse(request);
  if (!checked.success) throw new DraftInvalid(firstIssue(checked.error));
  return request;
}

/** Why the last save failed, where the editor shows it: on the custom URL, or over the editor. */
export interface SaveProblem {
  slug: string | null;
  /** Another window saved a newer revision: this one must load it before saving again. */
  stale: boolean;
}

/**
 * The shop editor's state (seed 001 §2, §4): the draft every tab edits and the preview draws,
 * saved 2 s after the last change or at once with 'Guardar', one save at a time (see Autosaver).
 */
export function useShopEditor() {
  const query = useQuery({ queryKey: SHOP_KEY, queryFn: () => shopApi(api).get(), staleTime: Infinity, retry: false });
  const [draft, setDraft] = useState<ShopDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>({ slug: null, stale: false });
  /** The custom URL as stored: the shop's address until a save changes it. */
  const [savedSlug, setSavedSlug] = useState<string | null>(null);
  const saver = useRef<Autosaver<ShopDraft> | null>(null);

  const onResult = useCallback((result: SaveResult) => {
    if (result.ok) return setProblem({ slug: null, stale: false });
    const error = result.error;
    if (error instanceof ApiError && error.code === 'SLUG_TAKEN') setProblem((p) => ({ ...p, slug: error.message }));
    if (error instanceof ApiError && error.code === 'STALE_REVISION') setProblem((p) => ({ ...p, stale: true }));
  }, []);

  const start = useCallback(
    (data: ShopEditorData) => {
      saver.current?.dispose();
      saver.current = new Autosaver<ShopDraft>(
        {
          delayMs: AUTOSAVE_DELAY_MS,
          save: async (value, revision) => {
            const saved = await shopApi(api).save(toRequest(value, revision));
            setSavedSlug(saved.slug);
            queryClient.removeQueries({ queryKey: PROFILE_KEY });
            return saved.revision;
          },
          onSaving: setSaving,
          onResult,
        },
        data.shop.revision,
      );
      setDraft(draftOf(data.shop));
      setSavedSlug(data.shop.slug);
      setProblem({ slug: null, stale: false });
    },
    [onResult],
  );

  useEffect(() => {
    if (query.data && !saver.current) start(query.data);
  }, [query.data, start]);
  useEffect(() => () => saver.current?.dispose(), []);

  /** A change from any tab: drawn at once, saved 2 s after the last one. */
  const change = useCallback((edit: (draft: ShopDraft) => ShopDraft) => {
    setDraft((current) => {
      if (!current) return current;
      const next = edit(current);
      saver.current?.change(next);
      return next;
    });
  }, []);

  /** 'Guardar': the newest edit, now. */
  const saveNow = useCallback(async (): Promise<SaveResult> => {
    if (!saver.current) return { ok: true, revision: 0 };
    if (draft && !saver.current.dirty) saver.current.change(draft);
    return saver.current.flush();
  }, [draft]);

  /** After another window saved: the stored shop, and the editor starts again from it. */
  const reload = useCallback(async () => {
    const fresh = await query.refetch();
    if (fresh.data) start(fresh.data);
  }, [query, start]);

  return {
    query,
    draft,
    products: query.data?.products ?? [],
    stats: query.data?.stats ?? {},
    creatorId: query.data?.shop.creatorId,
    savedSlug,
    saving,
    problem,
    change,
    saveNow,
    reload,
  };
}
