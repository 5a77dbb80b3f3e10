import { Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Form, Input, Typography } from '@afilia/platform/antd-extra';
import SafetyOutlined from '@ant-design/icons/es/icons/SafetyOutlined';
import {
  confirmTwoFactorRequestSchema,
  disableTwoFactorRequestSchema,
  renewRecoveryCodesRequestSchema,
  type TotpEnrollment,
} from '@afilia/contracts';
import {
  api,
  clearIssuesOnChange,
  IconTitle,
  LoadingState,
  RecoveryCodesPanel,
  TotpEnrollmentView,
  TWO_FACTOR_TEXTS,
  useFailureToast,
  useFormIssues,
  useServerFieldError,
} from '@afilia/platform';
import { TWO_FACTOR_CARD_TEXTS as T, twoFactorApi } from './two-factor-api';

const KEY = ['two-factor'] as const;

/** What the card shows besides the state: setting up an app, a form that confirms a change, or the new codes. */
type Step = { kind: 'setup'; enrollment: TotpEnrollment } | { kind: 'disable' } | { kind: 'renew' } | { kind: 'codes'; codes: string[] };

interface CodeValues {
  code?: string;
  password?: string;
}

/**
 * 'Verificación en dos pasos' (decision 192): on for anyone who wants it, set up with an
 * authenticator app; always on for admins, who cannot turn it off. The recovery codes are shown
 * once, when it is turned on and when they are renewed.
 */
export function TwoFactorCard() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const [step, setStep] = useState<Step | null>(null);
  const { data: status, error } = useQuery({ queryKey: KEY, queryFn: () => twoFactorApi(api).status() });
  const start = useMutation({
    mutationFn: () => twoFactorApi(api).start(),
    onSuccess: (enrollment) => setStep({ kind: 'setup', enrollment }),
    onError: (failure) => showFailure(T.saveError, failure),
  });
  const done = (toast: string, codes?: string[]) => {
    message.success(toast);
    void queryClient.invalidateQueries({ queryKey: KEY });
    setStep(codes ? { kind: 'codes', codes } : null);
  };

  return (
    <Card title={<IconTitle icon={<SafetyOutlined />}>{TWO_FACTOR_TEXTS.title}</IconTitle>}>
      {error ? (
        <Typography.Text type="danger">{T.loadError}</Typography.Text>
      ) : !status ? (
        <LoadingState text="Cargando…" />
      ) : step?.kind === 'codes' ? (
        <Suspense fallback={<LoadingState text="Cargando…" />}>
          <RecoveryCodesPanel codes={step.codes} onDone={() => setStep(null)} />
        </Suspense>
      ) : step?.kind === 'setup' ? (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{TWO_FACTOR_TEXTS.setupIntro}</Typography.Paragraph>
          <Suspense fallback={<LoadingState text="Preparando el código QR…" />}>
            <TotpEnrollmentView enrollment={step.enrollment} />
          </Suspense>
          <CodeForm
            name="two-factor-setup"
            label={TWO_FACTOR_TEXTS.codeLabel}
            submit={TWO_FACTOR_TEXTS.activate}
            check={(values) => confirmTwoFactorRequestSchema.safeParse({ code: values.code ?? '' })}
            send={(values) => twoFactorApi(api).confirm(values.code ?? '')}
            onDone={({ recoveryCodes }) => done(T.enabled, recoveryCodes)}
            onCancel={() => setStep(null)}
          />
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Flex align="center" gap={8} wrap="wrap">
            <Tag color={status.enabled ? 'success' : 'default'}>{status.enabled ? T.on : T.off}</Tag>
            <span style={{ color: token.colorTextDescription }}>
              {status.enabled ? T.codesLeft(status.recoveryCodesLeft) : T.offIntro} {status.required ? T.required : ''}
            </span>
          </Flex>
          {step?.kind === 'renew' && (
            <CodeForm
              name="two-factor-renew"
              intro={T.renewIntro}
              label={T.codeOrRecovery}
              submit={T.renew}
              check={(values) => renewRecoveryCodesRequestSchema.safeParse({ code: values.code ?? '' })}
              send={(values) => twoFactorApi(api).renewCodes(values.code ?? '')}
              onDone={({ recoveryCodes }) => done(T.renewed, recoveryCodes)}
              onCancel={() => setStep(null)}
            />
          )}
          {step?.kind === 'disable' && (
            <CodeForm
              name="two-factor-disable"
              intro={T.disableIntro}
              withPassword
              label={T.codeOrRecovery}
              submit={T.disable}
              danger
              check={(values) => disableTwoFactorRequestSchema.safeParse({ password: values.password ?? '', code: values.code ?? '' })}
              send={(values) => twoFactorApi(api).disable({ password: values.password ?? '', code: values.code ?? '' })}
              onDone={() => done(T.disabled)}
              onCancel={() => setStep(null)}
            />
          )}
          {!step && (
            <Flex gap={8} wrap="wrap">
              {!status.enabled && (
                <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
                  {T.enable}
                </Button>
              )}
              {status.enabled && <Button onClick={() => setStep({ kind: 'renew' })}>{T.renew}</Button>}
              {status.enabled && !status.required && (
                <Button danger onClick={() => setStep({ kind: 'disable' })}>
                  {T.disable}
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}

interface CodeFormProps<R> {
  name: string;
  intro?: string;
  label: string;
  submit: string;
  danger?: boolean;
  withPassword?: boolean;
  check(values: CodeValues): { success: true } | { success: false; error: Parameters<ReturnType<typeof useFormIssues>>[0] };
  send(values: CodeValues): Promise<R>;
  onDone(result: R): void;
  onCancel(): void;
}

/** A change that asks for a code (and the password, to turn it off): the service's refusal shows on its field. */
function CodeForm<R>({ name, intro, label, submit, danger, withPassword, check, send, onDone, onCancel }: CodeFormProps<R>) {
  const [form] = Form.useForm<CodeValues>();
  const showIssues = useFormIssues(form);
  const showServerError = useServerFieldError(form);
  const showFailure = useFailureToast();
  const [sending, setSending] = useState(false);

  const onFinish = async (values: CodeValues) => {
    const checked = check(values);
    if (!checked.success) return showIssues(checked.error);
    setSending(true);
    try {
      onDone(await send(values));
    } catch (error) {
      if (!showServerError(error)) showFailure(T.saveError, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<CodeValues>
      name={name}
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={clearIssuesOnChange(form)}
      disabled={sending}
      style={{ maxWidth: 360 }}
    >
      {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
      {withPassword && (
        <Form.Item label={T.password} name="password">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item label={label} name="code">
        <Input autoComplete="one-time-code" inputMode={withPassword ? 'text' : undefined} autoFocus={!withPassword} />
      </Form.Item>
      <Flex gap={8} wrap="wrap">
        <Button type="primary" danger={danger} htmlType="submit" loading={sending}>
          {submit}
        </Button>
        <Button onClick={onCancel} disabled={sending}>
          {T.cancel}
        </Button>
      </Flex>
    </Form>
  );
}
