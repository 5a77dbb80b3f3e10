import { useEffect, useRef, useState } from 'react';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { App, Button, type ButtonProps } from 'antd';
import { COPY_CONFIRMATION_MS } from '@afilia/contracts';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'icon' | 'aria-label'> {
  /** What goes to the clipboard. */
  text: string;
  /** The toast once it is there ('¡Link copiado!', 'Código copiado!'). */
  toast: string;
  /** What the button copies, for screen readers ('Copiar link AF-…'). */
  label: string;
}

/**
 * Copies a text and says so: the toast, and a check icon instead of the copy icon for 2 s
 * (seed 001 §9 'Copy-check icon 2 seconds'). The visible text, if any, is the children.
 */
export function CopyButton({ text, toast, label, children, ...props }: CopyButtonProps) {
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      // Without clipboard permission (an insecure origin, a denied prompt) nothing was copied.
      console.error('clipboard', error);
      message.error('No se pudo copiar. Seleccioná el texto y copialo a mano.');
      return;
    }
    message.success(toast);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <Button {...props} icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()} aria-label={label}>
      {children}
    </Button>
  );
}
