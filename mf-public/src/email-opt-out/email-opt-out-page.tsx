import { useEffect, useState } from 'react';
import { Button, Flex, Spin, theme } from '@afilia/platform/antd';
import { Alert, Typography } from '@afilia/platform/antd-extra';
import { useSearchParams } from '@afilia/platform/router';
import { api, ButtonLink, errorMessage, type PageProps } from '@afilia/platform';
import { BRAND_EMAIL_TEXTS as TEXTS, ERROR_CATALOGUE } from '@afilia/contracts';
import { AuthCard } from '../common/auth-card';
import { emailOptOutApi } from './email-opt-out-api';

type State =
  | { status: 'checking' }
  | { status: 'asking'; brandName: string; saving: boolean; error: string | null }
  | { status: 'done'; text: string }
  | { status: 'invalid'; message: string };

const INVALID = ERROR_CATALOGUE.EMAIL_OPT_OUT_INVALID.message;
/** A brand's name as the page quotes it: data, not the page's words. */
const quoted = (name: string) => `«${name}»`;

/**
 * /baja-emails?token= (decision 230): the link at the end of every e-mail a brand causes. It says
 * which brand the link is for and refuses that brand's e-mails to this address only when the
 * person presses the button: opening the link changes nothing, since mail scanners open links too.
 * No account is needed; the token is signed by identity.
 */
export default function EmailOptOutPage(_props: PageProps) {
  const [params] = useSearchParams();
  const { token: design } = theme.useToken();
  const token = params.get('token');
  const [state, setState] = useState<State>({ status: 'checking' });

  useEffect(() => {
    if (!token) {
      setState({ status: 'invalid', message: TEXTS.missingToken });
      return;
    }
    let current = true;
    setState({ status: 'checking' });
    emailOptOutApi(api)
      .lookup(token)
      .then((found) => {
        if (!current) return;
        setState(
          found.optedOut
            ? { status: 'done', text: TEXTS.alreadyDone(quoted(found.brandName)) }
            : { status: 'asking', brandName: found.brandName, saving: false, error: null },
        );
      })
      .catch((error: unknown) => current && setState({ status: 'invalid', message: errorMessage(error, INVALID) }));
    return () => {
      current = false;
    };
  }, [token]);

  const optOut = async (brandName: string) => {
    if (!token) return;
    setState({ status: 'asking', brandName, saving: true, error: null });
    try {
      const answer = await emailOptOutApi(api).optOut(token);
      setState({ status: 'done', text: TEXTS.done(quoted(answer.brandName)) });
    } catch (error) {
      setState({ status: 'asking', brandName, saving: false, error: errorMessage(error, INVALID) });
    }
  };

  let body;
  if (state.status === 'checking')
    body = (
      <Flex vertical align="center" gap={design.margin} role="status">
        <Spin />
        <span>{TEXTS.checking}</span>
      </Flex>
    );
  else if (state.status === 'invalid') body = <Alert type="error" showIcon message={state.message} />;
  else if (state.status === 'done')
    body = (
      <Flex vertical gap={design.margin}>
        <Alert type="success" showIcon message={state.text} role="status" />
        <ButtonLink to="/">{TEXTS.home}</ButtonLink>
      </Flex>
    );
  else
    body = (
      <>
        <Typography.Paragraph strong>{TEXTS.question(quoted(state.brandName))}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{TEXTS.explanation}</Typography.Paragraph>
        {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: design.margin }} />}
        <Button type="primary" block loading={state.saving} onClick={() => void optOut(state.brandName)}>
          {TEXTS.confirm}
        </Button>
      </>
    );

  return <AuthCard title={TEXTS.pageTitle}>{body}</AuthCard>;
}
