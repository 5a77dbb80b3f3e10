import '../not-found/not-found.css';
import './safelink.css';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '@afilia/platform/theme';
import type { PageProps } from '@afilia/platform';
import { clickIdOf, fetchDestination, SAFELINK_TEXT, safelinkRequest } from './safelink-request';

/**
 * /safelink (seed 002 §2 'Safelink page'): a spinner with 'Generando tu cupón de descuento...'
 * while catalogue finds or makes the creator's coupon in the store, then on to the store with
 * it. Without aff, home (seed 002 §9). Light: plain React and CSS, like the track page.
 */
const ASKED_KEY = 'afilia.safelink.asked';

export default function SafelinkPage(_props: PageProps) {
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(failure ? 'Link No Disponible' : SAFELINK_TEXT);

  useEffect(() => {
    const clickId = clickIdOf(document, window.location.search);
    const request = clickId ? safelinkRequest(window.location.search, clickId) : null;
    const asked = sessionStorage.getItem(ASKED_KEY) === window.location.search;
    if (!request) {
      // Without aff, home. Reached inside the app without tracking's answer, tracking is asked
      // once: a server that answers this page again without a click is not tracking's listener.
      if (!new URLSearchParams(window.location.search).get('aff')) window.location.replace('/');
      else if (asked) setFailure('Error al procesar el link');
      else {
        sessionStorage.setItem(ASKED_KEY, window.location.search);
        window.location.replace(window.location.href);
      }
      return;
    }
    sessionStorage.removeItem(ASKED_KEY);
    window.history.replaceState(null, '', request.address);
    let live = true;
    void fetchDestination(request.coupon).then((answer) => {
      if (!live) return;
      if ('location' in answer) window.location.replace(answer.location);
      else setFailure(answer.message);
    });
    return () => {
      live = false;
    };
  }, []);

  if (failure)
    return (
      <main className="nf" aria-labelledby="safelink-title">
        <div className="nf__box">
          <h1 id="safelink-title" className="nf__title">
            Link No Disponible
          </h1>
          <p className="nf__text">{failure}</p>
          <a className="nf__link" href="/">
            Volver al inicio
          </a>
        </div>
      </main>
    );
  return (
    <main className="nf" aria-busy="true" aria-labelledby="safelink-title">
      <div className="nf__box" role="status">
        <span className="safelink__spinner" aria-hidden="true" />
        <h1 id="safelink-title" className="nf__title">
          {SAFELINK_TEXT}
        </h1>
      </div>
    </main>
  );
}
