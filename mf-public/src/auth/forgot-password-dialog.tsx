import { useState } from 'react';
import { App } from '@afilia/platform/antd';
import { Form, Input, Modal, Typography } from '@afilia/platform/antd-extra';
import { requestPasswordResetSchema } from '@afilia/contracts';
import { api, errorMessage, useFormIssues } from '@afilia/platform';
import { AUTH_TEXTS } from './auth-texts';
import { passwordResetApi } from './password-reset-api';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose(): void;
}

interface ForgotPasswordValues {
  email?: string;
}

export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ForgotPasswordValues>();
  const showIssues = useFormIssues(form);
  const [sending, setSending] = useState(false);

  const send = async (values: ForgotPasswordValues) => {
    const checked = requestPasswordResetSchema.safeParse({ email: values.email ?? '' });
    if (!checked.success) {
      showIssues(checked.error);
      return;
    }
    setSending(true);
    try {
      await passwordResetApi(api).request(checked.data.email);
      message.success(AUTH_TEXTS.resetEmailSent);
      form.resetFields();
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
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Ingresá tu email y te enviaremos un link para restablecer tu contraseña.</Typography.Paragraph>
      <Form<ForgotPasswordValues> name="forgot-password" form={form} layout="vertical" requiredMark={false} onFinish={send}>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="email" placeholder="tu@email.com" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
