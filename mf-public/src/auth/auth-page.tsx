import { useState } from 'react';
import { Tabs } from '@afilia/platform/antd-extra';
import { Navigate, useSearchParams } from '@afilia/platform/router';
import { useSession, type PageProps } from '@afilia/platform';
import { AuthCard } from '../common/auth-card';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SupportLink } from './support-link';

type AuthTab = 'signin' | 'signup';

const TAB_LABELS: Record<AuthTab, string> = { signin: 'Iniciar Sesión', signup: 'Crear Cuenta' };

/**
 * /auth: 'Iniciar Sesión' and 'Crear Cuenta' (seed 000 §2); `?tab=signup` opens the second. The
 * open tab names the page (its hidden `<h1>` and the browser tab's title).
 */
export default function AuthPage(_props: PageProps) {
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(false);
  // A claim link (decision 184) opens 'Crear Cuenta' and keeps its token while the tabs change.
  const claimToken = params.get('claim');
  const tab: AuthTab = params.get('tab') === 'signup' || (claimToken && params.get('tab') !== 'signin') ? 'signup' : 'signin';

  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard title={TAB_LABELS[tab]} hideTitle footer={<SupportLink />}>
      <Tabs
        activeKey={tab}
        centered
        onChange={(key) =>
          setParams(
            { ...(key === 'signup' ? { tab: 'signup' } : { tab: 'signin' }), ...(claimToken ? { claim: claimToken } : {}) },
            { replace: true },
          )
        }
        items={[
          { key: 'signin', label: TAB_LABELS.signin, children: <SignInForm onForgotPassword={() => setForgotOpen(true)} /> },
          { key: 'signup', label: TAB_LABELS.signup, children: <SignUpForm claimToken={claimToken} /> },
        ]}
      />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
