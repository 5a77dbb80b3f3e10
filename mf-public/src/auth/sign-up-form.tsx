import { useState } from 'react';
import { App, Button } from '@afilia/platform/antd';
import { Form, Input, Radio } from '@afilia/platform/antd-extra';
import { useNavigate } from '@afilia/platform/router';
import { signUpRequestSchema, type SignUpRole } from '@afilia/contracts';
import { errorMessage, signUp, useFormIssues } from '@afilia/platform';
import { AUTH_TEXTS, ROLE_OPTIONS } from './auth-texts';

interface SignUpValues {
  name?: string;
  email?: string;
  password?: string;
  role: SignUpRole;
}

/** The password input keeps a native minimum of 6 (seed 000 §5); the schema's 8 governs. */
const NATIVE_PASSWORD_MIN = 6;

export function SignUpForm() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<SignUpValues>();
  const showIssues = useFormIssues(form);

  const onFinish = async (values: SignUpValues) => {
    const checked = signUpRequestSchema.safeParse({
      name: values.name ?? '',
      email: values.email ?? '',
      password: values.password ?? '',
      role: values.role,
    });
    if (!checked.success) {
      showIssues(checked.error);
      return;
    }
    setSubmitting(true);
    try {
      const { notices } = await signUp(checked.data);
      message.success(AUTH_TEXTS.signUpSuccess);
      for (const notice of notices) message.info(notice);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      message.error(errorMessage(error, AUTH_TEXTS.signUpError));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // Named: both tabs stay in the page, and field ids ('sign-up_email') must not collide.
    <Form<SignUpValues>
      name="sign-up"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={submitting}
      initialValues={{ role: 'brand' }}
    >
      <Form.Item label="Nombre" name="name">
        <Input autoComplete="name" placeholder="Tu nombre" />
      </Form.Item>
      <Form.Item label="Email" name="email">
        <Input type="email" autoComplete="email" placeholder="tu@email.com" />
      </Form.Item>
      <Form.Item label="Contraseña" name="password">
        <Input.Password autoComplete="new-password" minLength={NATIVE_PASSWORD_MIN} placeholder="••••••••" />
      </Form.Item>
      <Form.Item label="Tipo de cuenta" name="role">
        <Radio.Group block optionType="button" buttonStyle="solid" options={ROLE_OPTIONS.map((option) => ({ ...option }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Crear Cuenta
      </Button>
    </Form>
  );
}
