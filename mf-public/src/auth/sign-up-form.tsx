import { useEffect, useState } from 'react';
import { App, Button } from '@afilia/platform/antd';
import { Alert, Form, Input, Radio } from '@afilia/platform/antd-extra';
import { useNavigate, useSearchParams } from '@afilia/platform/router';
import { CLAIM_TEXTS, signUpRequestSchema, type SignUpRole } from '@afilia/contracts';
import { errorMessage, signUp, useFormIssues, useServerFieldError } from '@afilia/platform';
import { AUTH_TEXTS, ROLE_OPTIONS } from './auth-texts';
import { nextPath } from '../common/site-path';
import { useClaim } from './use-claim';

interface SignUpValues {
  name?: string;
  email?: string;
  password?: string;
  role: SignUpRole;
}

/** The password input keeps a native minimum of 6 (seed 000 §5); the schema's 8 governs. */
const NATIVE_PASSWORD_MIN = 6;

/**
 * 'Crear Cuenta' (seed 000 §5). With a claim link (`claimToken`, decision 184) it says which
 * creator's profile the account takes, fills in the e-mail the link went to, and is a creator's.
 */
export function SignUpForm({ claimToken = null }: { claimToken?: string | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<SignUpValues>();
  const showIssues = useFormIssues(form);
  // The service's own refusals of a field (a password too common) show under that field too.
  const showFieldError = useServerFieldError(form);
  const claim = useClaim(claimToken);
  const claiming = claim.status === 'ready';
  useEffect(() => {
    if (claim.status === 'ready') form.setFieldsValue({ email: claim.info.email, role: 'creator' });
  }, [claim, form]);

  const onFinish = async (values: SignUpValues) => {
    const checked = signUpRequestSchema.safeParse({
      name: values.name ?? '',
      email: values.email ?? '',
      password: values.password ?? '',
      role: values.role,
      ...(claiming ? { claimToken } : {}),
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
      navigate(nextPath(params), { replace: true });
    } catch (error) {
      showFieldError(error);
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
      {claim.status === 'ready' ? (
        <Alert
          type="info"
          showIcon
          message={CLAIM_TEXTS.banner(claim.info.creatorName, claim.info.brandName)}
          style={{ marginBottom: 16 }}
        />
      ) : claim.status === 'invalid' ? (
        <Alert type="warning" showIcon message={CLAIM_TEXTS.invalid} style={{ marginBottom: 16 }} />
      ) : null}
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
        <Radio.Group
          block
          optionType="button"
          buttonStyle="solid"
          // A claimed profile is a creator's: the other kinds are not offered.
          options={ROLE_OPTIONS.map((option) => ({ ...option, disabled: claiming && option.value !== 'creator' }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Crear Cuenta
      </Button>
    </Form>
  );
}
