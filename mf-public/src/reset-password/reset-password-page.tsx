import { useEffect, useRef, useState } from 'react';
import { App, Button, Spin } from '@afilia/platform/antd';
import { Form, Input } from '@afilia/platform/antd-extra';
import { useNavigate, useSearchParams } from '@afilia/platform/router';
import { newPasswordFormSchema } from '@afilia/contracts';
import { api, ApiError, errorMessage, useFormIssues, useServerFieldError, type PageProps } from '@afilia/platform';
import { AuthCard } from '../common/auth-card';
import { passwordResetApi } from '../auth/password-reset-api';
import { isBadTokenCode, RESET_TEXTS } from './reset-texts';

const NEW_PASSWORD_FIELD = { newPassword: 'password' } as const;

interface ResetValues {
  password?: string;
  confirmPassword?: string;
}

/** Both inputs keep a native minimum of 6 (seed 002 §9); the schema's rules govern. */
const NATIVE_PASSWORD_MIN = 6;

/** /reset-password?token=…: checks the token on load, then sets the new password. */
export default function ResetPasswordPage(_props: PageProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [tokenOk, setTokenOk] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ResetValues>();
  const showIssues = useFormIssues(form);
  // The API names the new password `newPassword`; the form, `password`.
  const showFieldError = useServerFieldError(form, NEW_PASSWORD_FIELD);
  // Checked once per token (StrictMode runs effects twice in development).
  const checkedToken = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (checkedToken.current === token) return;
    checkedToken.current = token;
    const leave = (text: string) => {
      message.error(text);
      navigate('/auth', { replace: true });
    };
    if (!token) {
      leave(RESET_TEXTS.noToken);
      return;
    }
    passwordResetApi(api)
      .check(token)
      .then(() => setTokenOk(true))
      .catch((error: unknown) => leave(errorMessage(error, RESET_TEXTS.validateError)));
  }, [token, message, navigate]);

  const onFinish = async (values: ResetValues) => {
    const checked = newPasswordFormSchema.safeParse({
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
    });
    if (!checked.success) {
      showIssues(checked.error);
      return;
    }
    setSaving(true);
    try {
      const response = await passwordResetApi(api).reset(token ?? '', checked.data.password);
      message.success(response.message || RESET_TEXTS.updated);
      navigate('/auth', { replace: true });
    } catch (error) {
      showFieldError(error);
      message.error(errorMessage(error, RESET_TEXTS.updateError));
      if (error instanceof ApiError && isBadTokenCode(error.code)) navigate('/auth', { replace: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard title="Restablecer contraseña" description="Ingresá tu nueva contraseña para volver a tu cuenta.">
      {tokenOk ? (
        <Form<ResetValues> name="reset-password" form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={saving}>
          <Form.Item label="Nueva contraseña" name="password">
            <Input.Password autoComplete="new-password" minLength={NATIVE_PASSWORD_MIN} placeholder="••••••••" />
          </Form.Item>
          <Form.Item label="Confirmar contraseña" name="confirmPassword">
            <Input.Password autoComplete="new-password" minLength={NATIVE_PASSWORD_MIN} placeholder="••••••••" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>
            Actualizar contraseña
          </Button>
        </Form>
      ) : (
        <div style={{ display: 'grid', placeItems: 'center', padding: 24 }}>
          <Spin />
        </div>
      )}
    </AuthCard>
  );
}
