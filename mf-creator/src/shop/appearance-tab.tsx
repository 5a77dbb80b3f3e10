import { useRef, useState, type ChangeEvent } from 'react';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { App, Avatar, Button, Flex, theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber, Radio, Switch } from '@afilia/platform/antd-extra';
import {
  IMAGE_MAX_BYTES,
  imageFileProblem,
  normaliseSlug,
  SHOP_DESCRIPTION_MAX,
  SHOP_LOGO_MAX_BYTES,
  SHOP_TEXTS as T,
  SHOP_TITLE_MAX,
  SHOP_WELCOME_MAX,
} from '@afilia/contracts';
import { api, useFailureToast } from '@afilia/platform';
import { Field, invalidProps } from './block-form';
import type { ShopDraft } from './use-shop-editor';

type Change = (edit: (draft: ShopDraft) => ShopDraft) => void;

/** The images of the shop: the logo (2 MB) and the background (5 MB), with the seed's messages. */
const IMAGES = {
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
} as const;

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
      <ImageField field="logoUrl" draft={draft} set={set} />
      <ImageField field="backgroundImageUrl" draft={draft} set={set} />

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
          onChange={(value) =>
            set('instagramFollowers', typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0)
          }
        />
      </Field>
    </Form>
  );
}

/** The logo or the background: its picture, 'Subir' and 'Eliminar', each saved with the shop. */
function ImageField({
  field,
  draft,
  set,
}: {
  field: keyof typeof IMAGES;
  draft: ShopDraft;
  set: <K extends keyof ShopDraft>(key: K, value: ShopDraft[K]) => void;
}) {
  const texts = IMAGES[field];
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const url = draft[field] ?? null;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again
    if (!file) return;
    const problem = imageFileProblem(file, texts.maxBytes);
    if (problem) return void message.error(problem);
    setUploading(true);
    try {
      set(field, (await api.uploadImage(file)).url);
      message.success(texts.uploaded);
    } catch (error) {
      showFailure(texts.failed, error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex align="center" gap={token.margin} wrap style={{ marginBottom: token.margin }}>
      <Avatar shape="square" size={64} src={url ?? undefined} alt="" icon={<UploadOutlined />} />
      <Flex vertical gap={token.marginXXS}>
        <span style={{ fontWeight: 500 }}>{texts.label}</span>
        <span style={{ color: token.colorTextDescription }}>PNG, JPEG o WebP, hasta {Math.round(texts.maxBytes / (1024 * 1024))}MB.</span>
        <Flex gap={token.marginXS} wrap>
          <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
            {texts.upload}
          </Button>
          {url && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={uploading}
              onClick={() => {
                set(field, null);
                message.success(texts.deleted);
              }}
            >
              {texts.remove}
            </Button>
          )}
        </Flex>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label={`Archivo: ${texts.label}`}
          onChange={(e) => void onPick(e)}
        />
      </Flex>
    </Flex>
  );
}
