import { Typography } from '@afilia/platform/antd-extra';
import { SUPPORT_EMAIL } from '@afilia/contracts';

export function SupportLink() {
  return (
    <Typography.Text type="secondary">
      ¿Necesitás ayuda? Escribinos a <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
    </Typography.Text>
  );
}
