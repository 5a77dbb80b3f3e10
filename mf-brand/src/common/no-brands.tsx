import { Card, Empty } from '@afilia/platform/antd';

/** An agency with no brands yet has nothing to act on (seed 000 §2 'No hay marcas'). */
export function NoBrands() {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div style={{ fontWeight: 600 }}>No hay marcas</div>
            <div>Crea tu primera marca usando el selector en el header</div>
          </>
        }
      />
    </Card>
  );
}
