import { lazy, Suspense, useState } from 'react';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Button } from 'antd';
import { EXPORT_TEXTS } from '@afilia/contracts';
import type { ExportDialogProps } from './export-dialog';

// The dialog's form is fetched when a person first asks for a file, not with the screen.
const ExportDialog = lazy(() => import('./export-dialog'));

/** 'Exportar CSV' beside a list: the dialog that downloads its rows (issue 39 §3). */
export function ExportButton(props: Omit<ExportDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {EXPORT_TEXTS.button}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog {...props} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
