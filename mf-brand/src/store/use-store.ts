import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from '@afilia/platform/antd';
import { STORE_TEXTS, type SyncJob } from '@afilia/contracts';
import { api, DASHBOARD_SUMMARY_KEY, useFailureToast } from '@afilia/platform';
import { productsKey } from '../products/products-api';
import { PRODUCT_TEXTS } from '../products/product-texts';
import { storeApi, storeKey } from './store-api';
import { connectFailureText, STORE_SCREEN_TEXTS } from './store-texts';
import { syncOutcome } from './sync-progress';

const SYNC_POLL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useStoreStatus(brandId: string | null) {
  return useQuery({ queryKey: storeKey(brandId), queryFn: () => storeApi(api).status(brandId) });
}

/**
 * 'Conectar Tienda': asks for the install URL (returning to brand settings) and leaves for it. The
 * button stays busy while the browser goes.
 */
export function useConnectStore(brandId: string | null) {
  const { message } = App.useApp();
  const [connecting, setConnecting] = useState(false);
  const connect = useCallback(async () => {
    setConnecting(true);
    try {
      const { authUrl } = await storeApi(api).authorizeUrl(brandId);
      window.location.assign(authUrl);
    } catch (error) {
      console.error('No se pudo iniciar la conexión con Tiendanube', error);
      message.error(connectFailureText(error));
      setConnecting(false);
    }
  }, [brandId, message]);
  return { connect, connecting };
}

/** 'Desconectar': clears the store id and token; products already synced stay. */
export function useDisconnectStore(brandId: string | null) {
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => storeApi(api).disconnect(brandId),
    onSuccess: async (answer) => {
      message.success(answer.message || STORE_TEXTS.disconnected);
      await queryClient.invalidateQueries({ queryKey: storeKey(brandId) });
    },
    onError: (error) => showFailure(STORE_SCREEN_TEXTS.disconnectError, error),
  });
}

/**
 * 'Sincronizar': starts the sync job and polls it about every second while it runs, so the screen
 * can show its progress; at the end it toasts the result and reloads the products.
 */
export function useStoreSync(brandId: string | null) {
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<SyncJob | null>(null);
  const [starting, setStarting] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(async () => {
    setStarting(true);
    let current: SyncJob;
    try {
      current = await storeApi(api).startSync(brandId);
    } catch (error) {
      showFailure(PRODUCT_TEXTS.syncError, error);
      setStarting(false);
      return;
    }
    setStarting(false);
    setJob(current);
    try {
      while (current.status === 'running') {
        await sleep(SYNC_POLL_MS);
        if (!mounted.current) return;
        current = await storeApi(api).sync(current.id);
        if (mounted.current) setJob(current);
      }
    } catch (error) {
      // Once the screen is gone, only the log.
      if (mounted.current) showFailure(PRODUCT_TEXTS.syncError, error);
      else console.error(PRODUCT_TEXTS.syncError, error);
      setJob(null);
      return;
    }
    const outcome = syncOutcome(current);
    if (outcome) message[outcome.type](outcome.text);
    setJob(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: productsKey(brandId) }),
      queryClient.invalidateQueries({ queryKey: storeKey(brandId) }),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_SUMMARY_KEY }),
    ]);
  }, [brandId, message, queryClient, showFailure]);

  return { start, job, busy: starting || job !== null };
}
