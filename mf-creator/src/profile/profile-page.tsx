import { Alert } from '@afilia/platform/antd-extra';
import { App, Button, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import { Form, Input, Switch } from '@afilia/platform/antd-extra';
import {
  formatInteger,
  formatMoney,
  hasVerifiedResults,
  IMAGE_MAX_BYTES,
  NETWORK_LABELS,
  normaliseSlug,
  PRESS_KIT_TEXTS as PK,
  PROFILE_TEXTS as T,
  SOCIAL_LINK_NETWORKS,
  type VerifiedResults,
} from '@afilia/contracts';
import {
  LoadingState,
  NotificationPreferencesCard,
  PageHeader,
  useFailureToast,
  useLoadFailureToast,
  type PageProps,
} from '@afilia/platform';
import { Field, invalidProps } from '../common/field';
import { ImageField } from '../common/image-field';
import { pressKitUrl, shopUrl } from '../links/link-display';
import { NetworkStatsCard } from './network-stats-card';
import { CustomLinksCard, FeaturedPostsCard } from './profile-lists-cards';
import { fieldId, useProfileEditor, type ProfileEditor } from './use-profile-editor';

const PHOTO = {
  label: 'Foto de perfil',
  maxBytes: IMAGE_MAX_BYTES,
  uploaded: T.photoUploaded,
  deleted: T.photoDeleted,
  failed: T.photoUploadError,
  upload: 'Subir foto',
  remove: 'Eliminar foto',
};

/**
 * /dashboard/creator-settings, 'Mi Perfil' (seed 001 §2 'Creator profile'; issue 15 §4): who the
 * creator is (photo, name, bio, custom URL, visibility of the profile and of the press kit), the
 * social links, each network's statistics with its sync, the press kit's featured posts, links
 * and verified results, and the notification preferences. 'Guardar Perfil' saves everything but
 * the preferences, which keep their own button.
 */
export default function ProfilePage(_props: PageProps) {
  const editor = useProfileEditor();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const showFailure = useFailureToast();
  useLoadFailureToast(T.loadError, editor.query.error);
  const { draft, stored } = editor;

  if (!draft || !stored)
    return (
      <>
        <PageHeader title={T.title} />
        {editor.query.isPending && <LoadingState text="Cargando tu perfil..." />}
      </>
    );

  const save = async () => {
    const outcome = await editor.save();
    if (outcome.ok) return void message.success(T.saved);
    if (outcome.field) document.getElementById(fieldId(outcome.field))?.focus();
    if (outcome.error) showFailure(T.saveError, outcome.error);
    else if (outcome.message) message.error(outcome.message);
  };
  const saveButton = (
    <Button type="primary" loading={editor.saving} onClick={() => void save()}>
      {T.save}
    </Button>
  );
  const creator = { id: stored.creatorId, slug: stored.slug };

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle="Cómo te ven las marcas y tus seguidores"
        extra={
          <Flex gap={token.marginXS} wrap>
            <Button href={shopUrl(window.location.origin, creator)} target="_blank" rel="noopener noreferrer">
              Ver Tienda
            </Button>
            <Button href={pressKitUrl(window.location.origin, creator)} target="_blank" rel="noopener noreferrer">
              Ver Press Kit
            </Button>
            {saveButton}
          </Flex>
        }
      />
      {editor.stale && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: token.margin }}
          message="Hay cambios más nuevos guardados desde otra ventana o desde el editor de tu tienda."
          action={
            <Button size="small" onClick={() => void editor.reload()}>
              Recargar
            </Button>
          }
        />
      )}
      <Flex vertical gap={token.marginLG} style={{ maxWidth: 960 }}>
        <ProfileInfoCard editor={editor} />
        <SocialLinksCard editor={editor} />
        <NetworkStatsCard editor={editor} />
        <FeaturedPostsCard editor={editor} />
        <CustomLinksCard editor={editor} />
        <VerifiedResultsCard editor={editor} />
        <Flex justify="flex-end">{saveButton}</Flex>
        <NotificationPreferencesCard />
      </Flex>
    </>
  );
}

function ToggleRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" gap={token.margin} style={{ marginBottom: token.margin }}>
      <Flex vertical gap={token.marginXXS}>
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          {label}
        </label>
        <span id={`${id}-hint`} style={{ color: token.colorTextDescription }}>
          {hint}
        </span>
      </Flex>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={checked} onChange={onChange} />
    </Flex>
  );
}

function ProfileInfoCard({ editor }: { editor: ProfileEditor }) {
  const { token } = theme.useToken();
  const { draft, issues, change } = editor;
  if (!draft) return null;
  const error = (path: string) => issues.get(path);
  return (
    <Card title="Información del Perfil">
      <Form layout="vertical" component="div">
        <ImageField
          texts={PHOTO}
          shape="circle"
          url={draft.profileImageUrl ?? null}
          onChange={(url) => change((d) => ({ ...d, profileImageUrl: url }))}
        />
        <Row gutter={token.margin}>
          <Col xs={24} md={12}>
            <Field id={fieldId('name')} label="Nombre público" error={error('name')}>
              <Input
                id={fieldId('name')}
                value={draft.name}
                maxLength={80}
                autoComplete="name"
                {...invalidProps(fieldId('name'), error('name'))}
                onChange={(e) => change((d) => ({ ...d, name: e.target.value }))}
              />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field
              id={fieldId('slug')}
              label="URL personalizada"
              error={error('slug')}
              extra={
                <span style={{ overflowWrap: 'anywhere' }}>
                  {window.location.origin}/press-kit/{draft.slug || '…'}
                </span>
              }
            >
              <Input
                id={fieldId('slug')}
                value={draft.slug ?? ''}
                maxLength={40}
                placeholder="tu-nombre"
                autoCapitalize="none"
                spellCheck={false}
                {...invalidProps(fieldId('slug'), error('slug'))}
                onChange={(e) => change((d) => ({ ...d, slug: normaliseSlug(e.target.value) }))}
              />
            </Field>
          </Col>
        </Row>
        <Field id={fieldId('bio')} label="Bio" error={error('bio')} extra="También es la descripción de tu tienda.">
          <Input.TextArea
            id={fieldId('bio')}
            value={draft.bio ?? ''}
            maxLength={300}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            {...invalidProps(fieldId('bio'), error('bio'))}
            onChange={(e) => change((d) => ({ ...d, bio: e.target.value }))}
          />
        </Field>
        <ToggleRow
          id={fieldId('isPublic')}
          label="Perfil público"
          hint="Las marcas te encuentran en el directorio de creadores."
          checked={draft.isPublic}
          onChange={(isPublic) => change((d) => ({ ...d, isPublic }))}
        />
        <ToggleRow
          id={fieldId('pressKitPublic')}
          label="Press Kit público"
          hint="Cualquiera con el link puede ver tu Press Kit, y tu tienda muestra 'Ver Press Kit'."
          checked={draft.pressKitPublic}
          onChange={(pressKitPublic) => change((d) => ({ ...d, pressKitPublic }))}
        />
      </Form>
    </Card>
  );
}

const SOCIAL_PLACEHOLDERS: Record<(typeof SOCIAL_LINK_NETWORKS)[number], string> = {
  instagram: 'https://instagram.com/tu-usuario',
  tiktok: 'https://tiktok.com/@tu-usuario',
  youtube: 'https://youtube.com/@tu-canal',
  linkedin: 'https://linkedin.com/in/tu-perfil',
  twitter: 'https://x.com/tu-usuario',
  kick: 'https://kick.com/tu-canal',
};

/** 'Redes Sociales' (seed 002 'Brand settings', generic variant, for creators; seed 001 §5 rules). */
function SocialLinksCard({ editor }: { editor: ProfileEditor }) {
  const { token } = theme.useToken();
  const { draft, issues, change } = editor;
  if (!draft) return null;
  const setLink = (network: keyof typeof draft.socialLinks, value: string) =>
    change((d) => ({ ...d, socialLinks: { ...d.socialLinks, [network]: value } }));
  return (
    <Card title="Redes Sociales">
      <Form layout="vertical" component="div">
        <Row gutter={token.margin}>
          {SOCIAL_LINK_NETWORKS.map((network) => {
            const path = `socialLinks.${network}`;
            return (
              <Col key={network} xs={24} md={12}>
                <Field id={fieldId(path)} label={NETWORK_LABELS[network]} error={issues.get(path)}>
                  <Input
                    id={fieldId(path)}
                    type="url"
                    inputMode="url"
                    placeholder={SOCIAL_PLACEHOLDERS[network]}
                    value={draft.socialLinks[network]}
                    {...invalidProps(fieldId(path), issues.get(path))}
                    onChange={(e) => setLink(network, e.target.value)}
                  />
                </Field>
              </Col>
            );
          })}
          <Col xs={24} md={12}>
            <Field id={fieldId('socialLinks.email')} label="Email de contacto" error={issues.get('socialLinks.email')}>
              <Input
                id={fieldId('socialLinks.email')}
                type="email"
                autoComplete="email"
                value={draft.socialLinks.email}
                {...invalidProps(fieldId('socialLinks.email'), issues.get('socialLinks.email'))}
                onChange={(e) => setLink('email', e.target.value)}
              />
            </Field>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}

/** The press kit's verified results (issue 15 §3): what Afilia measured, shown only when the creator opts in. */
function VerifiedResultsCard({ editor }: { editor: ProfileEditor }) {
  const { token } = theme.useToken();
  const { draft, results, change } = editor;
  if (!draft) return null;
  return (
    <Card title={PK.verifiedTitle}>
      <ToggleRow
        id={fieldId('showVerifiedResults')}
        label="Mostrar mis resultados verificados en el Press Kit"
        hint={PK.verifiedBy}
        checked={draft.showVerifiedResults}
        onChange={(showVerifiedResults) => change((d) => ({ ...d, showVerifiedResults }))}
      />
      {results && hasVerifiedResults(results) ? (
        <ResultsList results={results} />
      ) : (
        <p style={{ margin: 0, color: token.colorTextDescription }}>
          Todavía no hay resultados: aparecen con los primeros clics de tus links.
        </p>
      )}
    </Card>
  );
}

function ResultsList({ results }: { results: VerifiedResults }) {
  const { token } = theme.useToken();
  const rows: [string, string][] = [
    [PK.salesCount, formatInteger(results.salesCount)],
    [PK.revenue, formatMoney(results.revenueCents)],
    [PK.conversionRate, results.conversionRate === null ? '—' : `${results.conversionRate.toLocaleString('es-AR')}%`],
    [PK.earningsPerClick, results.earningsPerClickCents === null ? '—' : formatMoney(results.earningsPerClickCents)],
    [PK.brands, formatInteger(results.brandsCount)],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: token.margin, margin: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt style={{ color: token.colorTextDescription }}>{label}</dt>
          <dd style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
