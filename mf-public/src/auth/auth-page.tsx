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
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';

  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard title={TAB_LABELS[tab]} hideTitle footer={<SupportLink />}>
      <Tabs
        activeKey={tab}
        centered
        onChange={(key) => setParams(key === 'signup' ? { tab: 'signup' } : {}, { replace: true })}
        items={[
          { key: 'signin', label: TAB_LABELS.signin, children: <SignInForm onForgotPassword={() => setForgotOpen(true)} /> },
          { key: 'signup', label: TAB_LABELS.signup, children: <SignUpForm /> },
        ]}
      />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
