import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '@afilia/platform';

const TITLE = 'Ocurrió un error inesperado';

/** Last resort for a route that failed to load or render (e.g. a remote that is down). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(TITLE);
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 24, textAlign: 'center' }}>
      <div>
        <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>{TITLE}</h1>
        {detail && <p style={{ opacity: 0.7 }}>{detail}</p>}
        <p style={{ opacity: 0.7 }}>Recargá la página para intentar de nuevo.</p>
        <button type="button" onClick={() => window.location.reload()} style={{ padding: '8px 16px', cursor: 'pointer' }}>
          Recargar
        </button>
      </div>
    </main>
  );
}
