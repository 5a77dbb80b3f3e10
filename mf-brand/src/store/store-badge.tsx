import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import { Tag } from '@afilia/platform/antd';
import { STORE_SCREEN_TEXTS } from './store-texts';

/** 'Tienda sincronizada' when the brand has a store connection, else 'Sin sincronizar' (seed 000 §2). */
export function StoreBadge({ connected }: { connected: boolean }) {
  return connected ? (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      {STORE_SCREEN_TEXTS.synced}
    </Tag>
  ) : (
    <Tag color="default" icon={<ExclamationCircleOutlined />}>
      {STORE_SCREEN_TEXTS.notSynced}
    </Tag>
  );
}
