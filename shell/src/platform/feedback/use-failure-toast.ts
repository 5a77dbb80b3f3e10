import { useCallback, useEffect } from 'react';
import { App } from 'antd';
import { failureText } from './failure-text';

/** Logs a failure and toasts it as '{prefix}: {msg}' (seed 000 §8), the way every screen reports one. */
export function useFailureToast() {
  const { message } = App.useApp();
  return useCallback(
    (prefix: string, error: unknown) => {
      console.error(prefix, error);
      message.error(failureText(prefix, error));
    },
    [message],
  );
}

/** A query's load failure, reported as above once it happens ('Error al cargar productos: …'). */
export function useLoadFailureToast(prefix: string, error: unknown) {
  const showFailure = useFailureToast();
  useEffect(() => {
    if (error) showFailure(prefix, error);
  }, [prefix, error, showFailure]);
}
