/** A quiet spinner for chunk loads; plain CSS so it works inside and outside antd. */
export function PageSpinner() {
  return (
    <div role="status" aria-label="Cargando" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <span className="afilia-spinner" />
    </div>
  );
}
