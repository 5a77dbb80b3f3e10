import { Button, Flex, theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber, Radio, Switch } from '@afilia/platform/antd-extra';
import {
  IMAGE_MAX_BYTES,
  normaliseSlug,
  SHOP_DESCRIPTION_MAX,
  SHOP_LOGO_MAX_BYTES,
  SHOP_TEXTS as T,
  SHOP_TITLE_MAX,
  SHOP_WELCOME_MAX,
} from '@afilia/contracts';
import { Field, invalidProps } from '../common/field';
import { ImageField, type ImageTexts } from '../common/image-field';
import { figureValue } from '../profile/profile-draft';
import type { ShopDraft } from './use-shop-editor';

type Change = (edit: (draft: ShopDraft) => ShopDraft) => void;

/** The images of the shop: the logo (2 MB) and the background (5 MB), with the seed's messages. */
const IMAGES: Record<'logoUrl' | 'backgroundImageUrl', ImageTexts> = {
  logoUrl: {
    label: 'Logo',
    maxBytes: SHOP_LOGO_MAX_BYTES,
    uploaded: T.logoUploaded,
    deleted: T.logoDeleted,
    failed: T.logoUploadError,
    upload: 'Subir logo',
    remove: 'Eliminar logo',
  },
  backgroundImageUrl: {
    label: 'Imagen de fondo',
    maxBytes: IMAGE_MAX_BYTES,
    uploaded: T.backgroundUploaded,
    deleted: T.backgroundDeleted,
    failed: T.backgroundUploadError,
    upload: 'Subir imagen',
    remove: 'Eliminar imagen',
  },
};

const COLORS = [
  { key: 'themeBackground', label: 'Fondo', fallback: '#ffffff' },
  { key: 'themeAccent', label: 'Acento', fallback: '#6d28d9' },
  { key: 'themeText', label: 'Texto', fallback: '#1f1f1f' },
] as const;

/**
 * 'Apariencia' (seed 001 §2, §5): the custom URL (lower case, a-z, digits and hyphens as typed),
 * the title, description and welcome message, the logo and background, the colours, the buttons'
 * style, whether the social block shows, and the Instagram username and approximate followers.
 */
export function AppearanceTab({
  draft,
  issues,
  slugError,
  origin,
  change,
}: {
  draft: ShopDraft;
  issues: Map<string, string>;
  slugError: string | null;
  origin: string;
  change: Change;
}) {
  const { token } = theme.useToken();
  const set = <K extends keyof ShopDraft>(key: K, value: ShopDraft[K]) => change((d) => ({ ...d, [key]: value }));
  const slugProblem = slugError ?? issues.get('slug');
  const text = (key: 'shopTitle' | 'shopDescription' | 'welcomeMessage') => (draft[key] as string | null | undefined) ?? '';

  return (
    <Form layout="vertical" component="div">
      <Field id="shop-slug" label="URL personalizada" error={slugProblem}>
        <Input
          id="shop-slug"
          value={draft.slug ?? ''}
          maxLength={40}
          placeholder="tu-nombre"
          autoCapitalize="none"
          spellCheck={false}
          {...invalidProps('shop-slug', slugProblem)}
          onChange={(e) => set('slug', normaliseSlug(e.target.value))}
        />
      </Field>
      <p style={{ margin: `-${token.marginXS}px 0 ${token.margin}px`, color: token.colorTextDescription, overflowWrap: 'anywhere' }}>
        {origin}/shop/{draft.slug || '…'}
      </p>
      <Field id="shop-title" label="Título" error={issues.get('shopTitle')}>
        <Input
          id="shop-title"
          value={text('shopTitle')}
          maxLength={SHOP_TITLE_MAX}
          placeholder={T.defaultTitle}
          onChange={(e) => set('shopTitle', e.target.value)}
        />
      </Field>
      <Field id="shop-description" label="Descripción" error={issues.get('shopDescription')}>
        <Input.TextArea
          id="shop-description"
          value={text('shopDescription')}
          maxLength={SHOP_DESCRIPTION_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={T.defaultDescription}
          onChange={(e) => set('shopDescription', e.target.value)}
        />
      </Field>
      <Field id="shop-welcome" label="Mensaje de bienvenida" error={issues.get('welcomeMessage')}>
        <Input.TextArea
          id="shop-welcome"
          value={text('welcomeMessage')}
          maxLength={SHOP_WELCOME_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => set('welcomeMessage', e.target.value)}
        />
      </Field>
      <ImageField texts={IMAGES.logoUrl} url={draft.logoUrl ?? null} onChange={(url) => set('logoUrl', url)} />
      <ImageField
        texts={IMAGES.backgroundImageUrl}
        url={draft.backgroundImageUrl ?? null}
        onChange={(url) => set('backgroundImageUrl', url)}
      />

      <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${token.margin}px` }}>
        <legend style={{ fontWeight: 500, marginBottom: token.marginXS, fontSize: token.fontSize }}>Colores</legend>
        <Flex gap={token.margin} wrap align="center">
          {COLORS.map(({ key, label, fallback }) => (
            <label key={key} htmlFor={`shop-${key}`} style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}>
              <input
                id={`shop-${key}`}
                type="color"
                value={draft[key] ?? fallback}
                onChange={(e) => set(key, e.target.value)}
                style={{
                  width: 44,
                  height: 44,
                  padding: 2,
                  border: `1px solid ${token.colorBorder}`,
                  borderRadius: token.borderRadius,
                  background: 'transparent',
                }}
              />
              {label}
              {!draft[key] && <span style={{ color: token.colorTextDescription }}>(predeterminado)</span>}
            </label>
          ))}
          <Button
            onClick={() => change((d) => ({ ...d, themeBackground: null, themeAccent: null, themeText: null }))}
            disabled={!draft.themeBackground && !draft.themeAccent && !draft.themeText}
          >
            Restablecer colores
          </Button>
        </Flex>
      </fieldset>

      <Form.Item label="Estilo de los botones" htmlFor="shop-button-style">
        <Radio.Group
          id="shop-button-style"
          value={draft.buttonStyle}
          onChange={(e) => set('buttonStyle', e.target.value as ShopDraft['buttonStyle'])}
          options={[
            { value: 'rounded', label: 'Redondeados' },
            { value: 'square', label: 'Cuadrados' },
          ]}
        />
      </Form.Item>
      <Flex align="center" gap={token.marginXS} style={{ marginBottom: token.margin }}>
        <Switch id="shop-social" checked={draft.showSocialLinks} onChange={(checked) => set('showSocialLinks', checked)} />
        <label htmlFor="shop-social">Mostrar redes sociales</label>
      </Flex>
      <Field id="shop-instagram" label="Usuario de Instagram" error={issues.get('instagramUsername')}>
        <Input
          id="shop-instagram"
          prefix="@"
          value={draft.instagramUsername ?? ''}
          autoCapitalize="none"
          spellCheck={false}
          {...invalidProps('shop-instagram', issues.get('instagramUsername'))}
          onChange={(e) => set('instagramUsername', e.target.value)}
        />
      </Field>
      <Field id="shop-followers" label="Seguidores aproximados">
        <InputNumber
          id="shop-followers"
          min={0}
          precision={0}
          style={{ width: '100%' }}
          value={draft.instagramFollowers}
          // Seed 001 §5: anything that is not a whole number counts as 0.
          onChange={(value) => set('instagramFollowers', figureValue(value))}
        />
      </Field>
    </Form>
  );
}
