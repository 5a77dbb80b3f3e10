import './not-found.css';
import { useDocumentTitle } from '@afilia/platform/theme';
import type { PageProps } from '@afilia/platform';

const NOT_FOUND_TITLE = '¡Ups! Página no encontrada';

/**
 * Unknown paths (seed 002 §2), and dashboard sections without a screen yet. Light: plain React and
 * CSS, a plain link home. Inside the dashboard it sits in the layout's `<main>`, so it is a
 * section there; alone, it is the page's main content.
 */
export default function NotFoundPage(_props: PageProps) {
  useDocumentTitle(NOT_FOUND_TITLE);
  const Landmark = window.location.pathname.startsWith('/dashboard') ? 'section' : 'main';
  return (
    <Landmark className="nf" aria-labelledby="nf-title">
      <div className="nf__box">
        <p className="nf__code">404</p>
        <h1 id="nf-title" className="nf__title">
          {NOT_FOUND_TITLE}
        </h1>
        <p className="nf__text">La página que buscás no existe o todavía no está disponible.</p>
        <a className="nf__link" href="/">
          Volver al inicio
        </a>
      </div>
    </Landmark>
  );
}
