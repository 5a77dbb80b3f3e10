import './not-found.css';
import type { PageProps } from '@afilia/platform';

/** Unknown paths (seed 002 §2). Light: plain React and CSS, a plain link home. */
export default function NotFoundPage(_props: PageProps) {
  return (
    <main className="nf">
      <div className="nf__box">
        <p className="nf__code">404</p>
        <h1 className="nf__title">Oops! Page not found</h1>
        <p className="nf__text">La página que buscás no existe o todavía no está disponible.</p>
        <a className="nf__link" href="/">
          Volver al inicio
        </a>
      </div>
    </main>
  );
}
