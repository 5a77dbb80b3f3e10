import { useState } from 'react';
import { Tabs } from '@afilia/platform/antd-extra';
import { Navigate, useSearchParams } from '@afilia/platform/router';
import { TWO_FACTOR_TEXTS, useSession, type PageProps } from '@afilia/platform';
import type { TwoFactorChallenge } from '@afilia/contracts';
import { AuthCard } from '../common/auth-card';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SupportLink } from './support-link';
import { nextPath } from '../common/site-path';
import { TwoFactorStep } from './two-factor-step';

type AuthTab = 'signin' | 'signup';

const TAB_LABELS: Record<AuthTab, string> = { signin: 'Iniciar Sesión', signup: 'Crear Cuenta' };

/**
 * /auth: 'Iniciar Sesión' and 'Crear Cuenta' (seed 000 §2); `?tab=signup` opens the second. The
 * open tab names the page (its hidden `<h1>` and the browser tab's title). A right password
 * whose account asks for a second step turns the card into that step (decision 192).
 */
export default function AuthPage(_props: PageProps) {
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  // A claim link (decision 184) opens 'Crear Cuenta' and keeps its token while the tabs change.
  const claimToken = params.get('claim');
  // The page that sent the person here (a store waiting to be connected) is where they return.
  const next = params.get('next');
  const tab: AuthTab = params.get('tab') === 'signup' || (claimToken && params.get('tab') !== 'signin') ? 'signup' : 'signin';

  // The second step leaves on its own: an admin's first setup shows its recovery codes first.
  if (challenge)
    return (
      <AuthCard title={TWO_FACTOR_TEXTS.title} footer={<SupportLink />}>
        <TwoFactorStep challenge={challenge} onRestart={() => setChallenge(null)} />
      </AuthCard>
    );
  if (status === 'signed-in') return <Navigate to={nextPath(params)} replace />;

  return (
    <AuthCard title={TAB_LABELS[tab]} hideTitle footer={<SupportLink />}>
      <Tabs
        activeKey={tab}
        centered
        onChange={(key) =>
          setParams(
            {
              ...(key === 'signup' ? { tab: 'signup' } : { tab: 'signin' }),
              ...(claimToken ? { claim: claimToken } : {}),
              ...(next ? { next } : {}),
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'signin',
            label: TAB_LABELS.signin,
            children: <SignInForm onForgotPassword={() => setForgotOpen(true)} onChallenge={setChallenge} />,
          },
          { key: 'signup', label: TAB_LABELS.signup, children: <SignUpForm claimToken={claimToken} /> },
        ]}
      />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
