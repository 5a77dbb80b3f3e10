import { useCallback, type ReactNode } from 'react';
import { App } from 'antd';

interface DangerConfirm {
  title: string;
  content: ReactNode;
  okText: string;
  /** The action; its failure is toasted by the action itself, and the dialog closes either way. */
  onOk(): Promise<unknown>;
}

/** The confirmation before a destructive action ('¿Eliminar producto?', '¿Desconectar Tiendanube?'). */
export function useConfirmDanger() {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, okText, onOk }: DangerConfirm) =>
      modal.confirm({
        title,
        content,
        okText,
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk: () => onOk().catch(() => undefined),
      }),
    [modal],
  );
}
