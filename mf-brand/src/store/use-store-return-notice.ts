import { useEffect, useEffectEvent, useRef } from 'react';
import { App } from '@afilia/platform/antd';
import { useSearchParams } from '@afilia/platform/router';
import { storeReturnNotice } from './store-return';

/**
 * The Tiendanube callback page returns to brand settings (and may land on the generic settings)
 * with `?success=connected` or `?error=…` (seed 002 §2): toast it once per arrival, run
 * `onConnected` after a connection, then clear the query.
 */
export function useStoreReturnNotice(onConnected?: () => void) {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  // Once per arrival (StrictMode runs effects twice in development).
  const handled = useRef<string | null>(null);
  const connected = useEffectEvent(() => onConnected?.());

  useEffect(() => {
    const notice = storeReturnNotice(params);
    if (!notice || handled.current === params.toString()) return;
    handled.current = params.toString();
    message[notice.type](notice.text);
    if (notice.type === 'success') connected();
    setParams({}, { replace: true });
  }, [params, setParams, message]);
}
