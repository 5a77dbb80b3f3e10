import '../not-found/not-found.css';
import { useEffect } from 'react';
import { useDocumentTitle } from '@afilia/platform/theme';
import type { PageProps } from '@afilia/platform';
import { linkStatusTexts, readLinkStatus } from './link-status';

const REDIRECTING = 'Redirigiendo...';
const ASKED_KEY = 'afilia.track.asked';

/**
 * /track/{code} (seed 002 §2 'Track page'). A working link never shows it: tracking answers a
 * 302 before any page. It shows when tracking answered with a page instead ('Link No
 * Disponible', 'Link Caducado'), or, reached inside the app without a full load, it asks the
 * server for the address once, saying 'Redirigiendo...' meanwhile. Light: plain React and CSS.
 */
export default function TrackPage(_props: PageProps) {
  // Asked once: a server that answers this page again without saying why is not tracking's
  // listener (a misrouted path), and reloading would never end.
  const asked = sessionStorage.getItem(ASKED_KEY) === window.location.pathname;
  const status = readLinkStatus(document) ?? (asked ? ({ page: 'error', reason: null } as const) : null);
  const texts = status ? linkStatusTexts(status) : null;
  useDocumentTitle(texts?.title ?? REDIRECTING);
  const answered = status !== null;
  useEffect(() => {
    if (answered) {
      sessionStorage.removeItem(ASKED_KEY);
      return;
    }
    sessionStorage.setItem(ASKED_KEY, window.location.pathname);
    window.location.replace(window.location.href);
  }, [answered]);

  if (!texts)
    return (
      <main className="nf" aria-busy="true">
        <p className="nf__text" role="status">
          {REDIRECTING}
        </p>
      </main>
    );
  return (
    <main className="nf" aria-labelledby="track-title">
      <div className="nf__box">
        <h1 id="track-title" className="nf__title">
          {texts.title}
        </h1>
        <p className="nf__text">{texts.text}</p>
        <a className="nf__link" href="/">
          Volver al inicio
        </a>
      </div>
    </main>
  );
}
