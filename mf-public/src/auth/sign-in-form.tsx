import { useState } from 'react';
import { App, Button } from '@afilia/platform/antd';
import { Form, Input } from '@afilia/platform/antd-extra';
import { useNavigate, useSearchParams } from '@afilia/platform/router';
import { signInRequestSchema, type TwoFactorChallenge } from '@afilia/contracts';
import { errorMessage, signIn, useFormIssues } from '@afilia/platform';
import { AUTH_TEXTS } from './auth-texts';
import { nextPath } from '../common/site-path';

interface SignInValues {
  email?: string;
  password?: string;
}

export function SignInForm({
  onForgotPassword,
  onChallenge,
}: {
  onForgotPassword(): void;
  onChallenge(challenge: TwoFactorChallenge): void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<SignInValues>();
  const showIssues = useFormIssues(form);

  const onFinish = async (values: SignInValues) => {
    const checked = signInRequestSchema.safeParse({ email: values.email ?? '', password: values.password ?? '' });
    if (!checked.success) {
      showIssues(checked.error);
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await signIn(checked.data);
      // The account asks for its second step (decision 192) before any session exists.
      if ('twoFactor' in outcome) return onChallenge(outcome);
      message.success(AUTH_TEXTS.signInSuccess);
      navigate(nextPath(params), { replace: true });
    } catch (error) {
      message.error(errorMessage(error, AUTH_TEXTS.signInError));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // Named: both tabs stay in the page, and field ids ('sign-in_email') must not collide.
    <Form<SignInValues> name="sign-in" form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={submitting}>
      <Form.Item label="Email" name="email">
        <Input type="email" autoComplete="email" placeholder="tu@email.com" />
      </Form.Item>
      <Form.Item label="Contraseña" name="password" style={{ marginBottom: 8 }}>
        <Input.Password autoComplete="current-password" placeholder="••••••••" />
      </Form.Item>
      <div style={{ textAlign: 'right', marginBottom: 16 }}>
        <Button type="link" size="small" onClick={onForgotPassword} style={{ paddingInline: 0 }}>
          ¿Olvidaste tu contraseña?
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Iniciar Sesión
      </Button>
    </Form>
  );
}
