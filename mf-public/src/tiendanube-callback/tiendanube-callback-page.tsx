import { useEffect, useRef, useState } from 'react';
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { Flex, Spin, theme } from '@afilia/platform/antd';
import { useNavigate, useSearchParams } from '@afilia/platform/router';
import { api, useSession, type PageProps } from '@afilia/platform';
import { AuthCard } from '../common/auth-card';
import { tiendanubeCallbackApi } from './callback-api';
import {
  callbackStart,
  claimTarget,
  DEFAULT_RETURN_PATH,
  ERROR_REDIRECT_MS,
  errorTarget,
  exchangeFailureMessage,
  NO_SESSION_TEXT,
  SUCCESS_REDIRECT_MS,
  successTarget,
} from './callback-flow';

type View = { state: 'processing' } | { state: 'success' | 'error'; message: string; target: string };

/**
 * /tiendanube-callback?code=&state=&error= (seed 002 §2): where the store platform sends the person
 * after the authorisation. Waits for the session the app boot restores, exchanges the code once,
 * and goes back to brand settings (1 s after success, 2 s after an error). A code without a
 * state is an install started in the store (decision 217): it goes on to /conectar-tienda.
 */
export default function TiendanubeCallbackPage(_props: PageProps) {
  const { status } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = theme.useToken();
  const [view, setView] = useState<View>({ state: 'processing' });
  // The code is single-use: exchanged once (StrictMode runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (status === 'restoring' || started.current) return;
    started.current = true;
    const fail = (message: string) => setView({ state: 'error', message, target: errorTarget(message) });
    const start = callbackStart(params);
    if (start.kind === 'error') {
      fail(start.message);
      return;
    }
    const calls = tiendanubeCallbackApi(api);
    const failed = (error: unknown) => {
      console.error('Error al procesar la conexión con Tiendanube', error);
      fail(exchangeFailureMessage(error));
    };
    // An install started in the store needs no session yet: the store waits for its brand.
    if (start.kind === 'install') {
      calls
        .install(start.code)
        .then((answer) =>
          answer.status === 'waiting'
            ? navigate(claimTarget(answer.token), { replace: true })
            : setView({ state: 'success', message: answer.message, target: successTarget(DEFAULT_RETURN_PATH) }),
        )
        .catch(failed);
      return;
    }
    if (status !== 'signed-in') {
      fail(NO_SESSION_TEXT);
      return;
    }
    calls
      .connect(start.code, start.state)
      .then((answer) => setView({ state: 'success', message: answer.message, target: successTarget(answer.returnPath) }))
      .catch(failed);
  }, [status, params, navigate]);

  useEffect(() => {
    if (view.state === 'processing') return;
    const timer = setTimeout(
      () => navigate(view.target, { replace: true }),
      view.state === 'success' ? SUCCESS_REDIRECT_MS : ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [view, navigate]);

  const icon =
    view.state === 'processing' ? (
      <Spin size="large" />
    ) : view.state === 'success' ? (
      <CheckCircleFilled style={{ fontSize: 48, color: token.colorSuccess }} />
    ) : (
      <CloseCircleFilled style={{ fontSize: 48, color: token.colorError }} />
    );

  return (
    // Its visible heading is the status line below, which changes as the exchange goes.
    <AuthCard title="Integración con Tiendanube" hideTitle>
      <Flex
        vertical
        align="center"
        gap={token.margin}
        style={{ padding: `${token.paddingLG}px 0`, textAlign: 'center' }}
        role="status"
        aria-live="polite"
      >
        {icon}
        <div style={{ fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
          {view.state === 'processing' ? 'Conectando con Tiendanube...' : view.message}
        </div>
        {view.state !== 'processing' && <div style={{ color: token.colorTextDescription }}>Redirigiendo...</div>}
      </Flex>
    </AuthCard>
  );
}
