import { Card, theme } from '@afilia/platform/antd';
import { Progress } from '@afilia/platform/antd-extra';
import type { SyncJob } from '@afilia/contracts';
import { syncPercent, syncProgressText } from './sync-progress';

/** The running sync: a bar with processed/total and its line of text. */
export function SyncProgressCard({ job }: { job: SyncJob }) {
  const { token } = theme.useToken();
  const percent = syncPercent(job);
  return (
    <Card size="small" style={{ marginBottom: token.marginLG }} role="status" aria-live="polite">
      <div style={{ color: token.colorTextSecondary, marginBottom: token.marginXS }}>{syncProgressText(job)}</div>
      <Progress percent={percent ?? 0} status="active" showInfo={percent !== null} aria-label="Progreso de la sincronización" />
    </Card>
  );
}
