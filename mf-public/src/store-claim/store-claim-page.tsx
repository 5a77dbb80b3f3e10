import { useEffect, useState } from 'react';
import { Button, Flex, Spin, theme } from '@afilia/platform/antd';
import { Alert, Form, Select, Typography } from '@afilia/platform/antd-extra';
import { useNavigate, useSearchParams } from '@afilia/platform/router';
import { activeBrandOf, api, ButtonLink, errorMessage, signOut, useCurrentUser, useSession, type PageProps } from '@afilia/platform';
import { ERROR_CATALOGUE, type StoreInstallation } from '@afilia/contracts';
import { AuthCard } from '../common/auth-card';
import { authPathReturningTo } from '../common/site-path';
import { successTarget } from '../tiendanube-callback/callback-flow';
import { storeClaimApi } from './store-claim-api';
import { installationSummary, STORE_CLAIM_TEXTS as TEXTS } from './store-claim-texts';

type Lookup = { status: 'checking' } | { status: 'ready'; installation: StoreInstallation } | { status: 'invalid'; message: string };

/** The installation a token names, read once per token; 'invalid' with the reason when it cannot be claimed. */
function useInstallation(token: string | null): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ status: 'checking' });
  useEffect(() => {
    if (!token) {
      setLookup({ status: 'invalid', message: TEXTS.missingToken });
      return;
    }
    let current = true;
    setLookup({ status: 'checking' });
    storeClaimApi(api)
      .lookup(token)
      .then((installation) => current && setLookup({ status: 'ready', installation }))
      .catch(
        (error: unknown) =>
          current && setLookup({ status: 'invalid', message: errorMessage(error, ERROR_CATALOGUE.STORE_INSTALLATION_INVALID.message) }),
      );
    return () => {
      current = false;
    };
  }, [token]);
  return lookup;
}

/**
 * /conectar-tienda?instalacion= (decision 217): a store installed the app from its admin or the app
 * store and waits, bound to no one, for its brand. The person signs in or up (and comes back
 * here), then 'Conectar esta tienda' binds it to their brand, or to the agency's chosen brand.
 * The claim needs both the session and the one-time token only the installing browser got.
 */
export default function StoreClaimPage(_props: PageProps) {
  const { status } = useSession();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = theme.useToken();
  const installationToken = params.get('instalacion');
  const lookup = useInstallation(installationToken);
  const [brandId, setBrandId] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [claimError, setClaimError] = useState<string | null>(null);
  const here = `/conectar-tienda?${new URLSearchParams({ instalacion: installationToken ?? '' }).toString()}`;
  const canClaim = user?.role === 'brand' || user?.role === 'agency';
  const chosen = brandId ?? activeBrandOf(user)?.id ?? null;

  const claim = async () => {
    if (!installationToken || !chosen) return;
    setClaiming(true);
    setClaimError(null);
    try {
      const answer = await storeClaimApi(api).claim(installationToken, chosen);
      // Brand settings says 'Tiendanube conectado exitosamente' on arrival (?success=connected).
      navigate(successTarget(answer.returnPath), { replace: true });
    } catch (error) {
      setClaimError(errorMessage(error, ERROR_CATALOGUE.STORE_INSTALLATION_INVALID.message));
      setClaiming(false);
    }
  };

  let body;
  if (lookup.status === 'checking' || status === 'restoring')
    body = (
      <Flex vertical align="center" gap={token.margin} role="status">
        <Spin />
        <span>{TEXTS.checking}</span>
      </Flex>
    );
  else if (lookup.status === 'invalid') body = <Alert type="error" showIcon message={lookup.message} />;
  else {
    const summary = <Typography.Paragraph>{installationSummary(lookup.installation)}</Typography.Paragraph>;
    if (status !== 'signed-in')
      body = (
        <>
          {summary}
          <Typography.Paragraph>{TEXTS.signedOut}</Typography.Paragraph>
          <Flex gap={token.margin} wrap>
            <ButtonLink type="primary" to={authPathReturningTo(here, 'signin')}>
              {TEXTS.signIn}
            </ButtonLink>
            <ButtonLink to={authPathReturningTo(here, 'signup')}>{TEXTS.signUp}</ButtonLink>
          </Flex>
        </>
      );
    else if (!canClaim)
      body = (
        <>
          {summary}
          <Alert type="warning" showIcon message={TEXTS.wrongRole} style={{ marginBottom: token.margin }} />
          <Button onClick={() => void signOut()}>{TEXTS.signOut}</Button>
        </>
      );
    else if (!user?.brands.length) body = <Alert type="warning" showIcon message={TEXTS.noBrands} />;
    else
      body = (
        <>
          {summary}
          <Form layout="vertical" onFinish={() => void claim()} disabled={claiming}>
            {user.role === 'agency' && (
              <Form.Item label={TEXTS.brandLabel} htmlFor="store-claim-brand">
                <Select
                  id="store-claim-brand"
                  value={chosen}
                  onChange={setBrandId}
                  options={user.brands.map((b) => ({ value: b.id, label: b.name }))}
                />
              </Form.Item>
            )}
            {claimError && <Alert type="error" showIcon message={claimError} style={{ marginBottom: token.margin }} />}
            <Button type="primary" htmlType="submit" block loading={claiming}>
              {TEXTS.claim}
            </Button>
          </Form>
        </>
      );
  }

  return <AuthCard title={TEXTS.title}>{body}</AuthCard>;
}
