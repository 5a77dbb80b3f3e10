import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  firstIssue,
  PROFILE_TEXTS,
  saveProfileRequestSchema,
  syncNetworkRequestSchema,
  type CreatorProfile,
  type ProfileEditorData,
  type StatsNetwork,
} from '@afilia/contracts';
import { api, ApiError, queryClient } from '@afilia/platform';
import { PROFILE_KEY, SHOP_KEY } from '../common/creator-row-keys';
import { profileApi } from './profile-api';
import { draftOf, editableOf, profileIssues, type ProfileDraft } from './profile-draft';

/** What a save or a sync answered, for the page to tell. */
export type Outcome = { ok: true } | { ok: false; field?: string; message: string; error?: unknown };

/**
 * 'Mi Perfil''s state: the draft the cards edit, the revision it was made from and the profile as
 * stored. 'Guardar Perfil' sends the whole draft with its revision; a sync stores one network and
 * answers a new revision, which the draft takes with the network's figures (the rest of the
 * draft is kept as typed). The shop and the profile share one row: a save here makes the shop
 * editor's copy old, so it is dropped to be read again.
 */
export function useProfileEditor() {
  const query = useQuery({ queryKey: PROFILE_KEY, queryFn: () => profileApi(api).get(), retry: false });
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [stored, setStored] = useState<CreatorProfile | null>(null);
  const [saving, setSaving] = useState(false);
  const [syncing, setSyncing] = useState<StatsNetwork | null>(null);
  const [stale, setStale] = useState(false);
  /** Issues are shown from the first 'Guardar' on, then as the creator types. */
  const [checked, setChecked] = useState(false);
  const [serverIssue, setServerIssue] = useState<{ field: string; message: string } | null>(null);

  const start = useCallback((data: ProfileEditorData) => {
    setStored(data.profile);
    setDraft(draftOf(data.profile));
    setStale(false);
    setServerIssue(null);
  }, []);

  useEffect(() => {
    if (query.data && !stored) start(query.data);
  }, [query.data, stored, start]);

  const change = useCallback((edit: (draft: ProfileDraft) => ProfileDraft) => {
    setDraft((d) => (d ? edit(d) : d));
    setServerIssue(null);
  }, []);

  const accept = (profile: CreatorProfile) => {
    setStored(profile);
    queryClient.setQueryData<ProfileEditorData>(PROFILE_KEY, (old) => (old ? { ...old, profile } : old));
    queryClient.removeQueries({ queryKey: SHOP_KEY });
  };

  const save = async (): Promise<Outcome> => {
    if (!draft || !stored) return { ok: false, message: '' };
    setChecked(true);
    const request = { ...draft, revision: stored.revision };
    const valid = saveProfileRequestSchema.safeParse(request);
    if (!valid.success) return { ok: false, field: valid.error.issues[0]?.path.join('.'), message: firstIssue(valid.error) };
    setSaving(true);
    try {
      const profile = await profileApi(api).save(request);
      accept(profile);
      setDraft(draftOf(profile));
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STALE_REVISION') setStale(true);
      // The profile's own words for a taken slug (seed 001 §5), where the shop's add 'Elige otra.'.
      if (error instanceof ApiError && error.field)
        setServerIssue({ field: error.field, message: error.code === 'SLUG_TAKEN' ? PROFILE_TEXTS.slugTaken : error.message });
      return { ok: false, field: error instanceof ApiError ? error.field : undefined, message: '', error };
    } finally {
      setSaving(false);
    }
  };

  /** 'Sincronizar' a network with the username as typed: the synced figures replace the draft's. */
  const sync = async (network: StatsNetwork): Promise<Outcome> => {
    if (!draft) return { ok: false, message: '' };
    const request = { network, username: draft.networks[network].username };
    const valid = syncNetworkRequestSchema.safeParse(request);
    if (!valid.success) {
      const message = firstIssue(valid.error);
      setServerIssue({ field: `networks.${network}.username`, message });
      return { ok: false, field: `networks.${network}.username`, message };
    }
    setSyncing(network);
    try {
      const profile = await profileApi(api).sync(valid.data);
      accept(profile);
      setDraft((d) => (d ? { ...d, networks: { ...d.networks, [network]: editableOf(profile.networks[network]) } } : d));
      return { ok: true };
    } catch (error) {
      return { ok: false, message: '', error };
    } finally {
      setSyncing(null);
    }
  };

  /** 'Recargar' after another window saved: the stored profile replaces the draft. */
  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) start(fresh.data);
  };

  const issues = draft && checked ? profileIssues(draft) : new Map<string, string>();
  if (serverIssue && !issues.has(serverIssue.field)) issues.set(serverIssue.field, serverIssue.message);

  return { query, draft, stored, results: query.data?.results ?? null, issues, saving, syncing, stale, change, save, sync, reload };
}

export type ProfileEditor = ReturnType<typeof useProfileEditor>;

/** The id of a draft field's input ('networks.tiktok.username' → 'profile-networks-tiktok-username'), to label it and focus it. */
export const fieldId = (path: string) => `profile-${path.replaceAll('.', '-')}`;
