import { useState } from 'react';
import { App } from '@afilia/platform/antd';
import { Input, Modal, Typography } from '@afilia/platform/antd-extra';
import { firstIssue, requestPasswordResetSchema } from '@afilia/contracts';
import { api, errorMessage } from '@afilia/platform';
import { AUTH_TEXTS } from './auth-texts';
import { passwordResetApi } from './password-reset-api';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose(): void;
}

export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { message } = App.useApp();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const checked = requestPasswordResetSchema.safeParse({ email });
    if (!checked.success) {
      message.error(firstIssue(checked.error));
      return;
    }
    setSending(true);
    try {
      await passwordResetApi(api).request(checked.data.email);
      message.success(AUTH_TEXTS.resetEmailSent);
      setEmail('');
      onClose();
    } catch (error) {
      message.error(errorMessage(error, AUTH_TEXTS.resetEmailError));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Recuperar contraseña"
      okText="Enviar link"
      cancelText="Cancelar"
      confirmLoading={sending}
      onOk={send}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Ingresá tu email y te enviaremos un link para restablecer tu contraseña.</Typography.Paragraph>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Input
          type="email"
          autoComplete="email"
          placeholder="tu@email.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
          aria-label="Email"
        />
      </form>
    </Modal>
  );
}
