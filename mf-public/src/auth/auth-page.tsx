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

/** /auth: 'Iniciar Sesión' and 'Crear Cuenta' (seed 000 §2); `?tab=signup` opens the second. */
export default function AuthPage(_props: PageProps) {
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(false);
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';

  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard footer={<SupportLink />}>
      <Tabs
        activeKey={tab}
        centered
        onChange={(key) => setParams(key === 'signup' ? { tab: 'signup' } : {}, { replace: true })}
        items={[
          { key: 'signin', label: 'Iniciar Sesión', children: <SignInForm onForgotPassword={() => setForgotOpen(true)} /> },
          { key: 'signup', label: 'Crear Cuenta', children: <SignUpForm /> },
        ]}
      />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthCard>
  );
}
