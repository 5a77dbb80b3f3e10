import { Suspense, useState } from 'react';
import { App, Button, Flex } from '@afilia/platform/antd';
import { Form, Input, Typography } from '@afilia/platform/antd-extra';
import { useNavigate, useSearchParams } from '@afilia/platform/router';
import { confirmTwoFactorRequestSchema, verifyTwoFactorRequestSchema, type TwoFactorChallenge } from '@afilia/contracts';
import {
  clearIssuesOnChange,
  errorMessage,
  LoadingState,
  RecoveryCodesPanel,
  TotpEnrollmentView,
  TWO_FACTOR_TEXTS as T,
  useFormIssues,
  useServerFieldError,
  verifyTwoFactor,
} from '@afilia/platform';
import { AUTH_TEXTS } from './auth-texts';
import { nextPath } from '../common/site-path';

interface CodeValues {
  code?: string;
}

/**
 * The sign-in's second step (decision 192): the code of the person's authenticator app, or one
 * of their recovery codes; for an admin without an app, setting one up first. An admin's first
 * setup ends on the recovery codes, shown once before the dashboard. The auth card around it
 * carries the step's title.
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: TwoFactorChallenge; onRestart(): void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<CodeValues>();
  const [recovery, setRecovery] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const showIssues = useFormIssues(form);
  const showServerError = useServerFieldError(form);
  const setup = challenge.twoFactor === 'setup';

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => navigate(nextPath(params), { replace: true })} />;

  const onFinish = async (values: CodeValues) => {
    // An admin's setup takes only the app's code; the sign-in of an app already set up takes a recovery code too.
    const code = values.code ?? '';
    const checked = setup
      ? confirmTwoFactorRequestSchema.safeParse({ code })
      : verifyTwoFactorRequestSchema.safeParse({ challenge: challenge.challenge, code });
    if (!checked.success) return showIssues(checked.error);
    setSubmitting(true);
    try {
      const session = await verifyTwoFactor({ challenge: challenge.challenge, code });
      message.success(AUTH_TEXTS.signInSuccess);
      if (session.recoveryCodes) setCodes(session.recoveryCodes);
      else navigate(nextPath(params), { replace: true });
    } catch (error) {
      // A challenge that ended (time, wrong codes) needs the password again.
      if ((error as { code?: string }).code === 'TWO_FACTOR_CHALLENGE_EXPIRED') {
        message.error(errorMessage(error, AUTH_TEXTS.signInError));
        onRestart();
      } else if (!showServerError(error)) message.error(errorMessage(error, AUTH_TEXTS.signInError));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      {setup && challenge.enrollment && (
        <>
          <Typography.Paragraph style={{ margin: 0 }}>
            {T.adminSetupIntro} {T.setupIntro}
          </Typography.Paragraph>
          <Suspense fallback={<LoadingState text="Preparando el código QR…" />}>
            <TotpEnrollmentView enrollment={challenge.enrollment} />
          </Suspense>
        </>
      )}
      <Form<CodeValues>
        name="two-factor"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
        disabled={submitting}
      >
        <Form.Item
          label={recovery ? T.recoveryLabel : T.codeLabel}
          name="code"
          extra={recovery ? T.recoveryHelp : setup ? undefined : T.codeHelp}
        >
          <Input
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
            maxLength={recovery ? 13 : 7}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {setup ? T.activate : T.verify}
        </Button>
      </Form>
      <Flex justify="space-between" wrap="wrap" gap={8}>
        {!setup && (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => {
              setRecovery((was) => !was);
              form.resetFields();
            }}
          >
            {recovery ? T.useApp : T.useRecovery}
          </Button>
        )}
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={onRestart}>
          Volver
        </Button>
      </Flex>
    </Flex>
  );
}
