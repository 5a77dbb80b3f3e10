import { Form, Input, Select } from '@afilia/platform/antd-extra';
import { Field, invalidProps } from '../common/field';
import { EMBED_PLATFORM_LABELS, EMBED_PLATFORMS, SHOP_TEXT_CONTENT_MAX, SHOP_TITLE_MAX, type ShopBlockInput } from '@afilia/contracts';

/** The editing form of a link, text or embed block: every keystroke is a change of the draft. */
export function BlockForm({
  block,
  index,
  issues,
  onChange,
}: {
  block: ShopBlockInput;
  index: number;
  issues: Map<string, string>;
  onChange(block: ShopBlockInput): void;
}) {
  const id = (field: string) => `block-${block.id}-${field}`;
  const error = (field: string) => issues.get(`blocks.${index}.data.${field}`);
  const aria = (field: string) => invalidProps(id(field), error(field));
  /** A link's or an embed's address: the same field, its own label. */
  const urlField = (label: string, value: string, set: (url: string) => void) => (
    <Field id={id('url')} label={label} error={error('url')}>
      <Input
        id={id('url')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        {...aria('url')}
        onChange={(e) => set(e.target.value)}
      />
    </Field>
  );
  return (
    <Form layout="vertical" component="div">
      {block.type === 'link' && (
        <>
          <Field id={id('title')} label="Título" error={error('title')}>
            <Input
              id={id('title')}
              value={block.data.title}
              maxLength={SHOP_TITLE_MAX}
              {...aria('title')}
              onChange={(e) => onChange({ ...block, data: { ...block.data, title: e.target.value } })}
            />
          </Field>
          {urlField('URL', block.data.url, (url) => onChange({ ...block, data: { ...block.data, url } }))}
        </>
      )}
      {block.type === 'text' && (
        <>
          <Field id={id('title')} label="Título" error={error('title')}>
            <Input
              id={id('title')}
              value={block.data.title ?? ''}
              maxLength={SHOP_TITLE_MAX}
              onChange={(e) => onChange({ ...block, data: { ...block.data, title: e.target.value } })}
            />
          </Field>
          <Field id={id('content')} label="Contenido" error={error('content')}>
            <Input.TextArea
              id={id('content')}
              value={block.data.content ?? ''}
              maxLength={SHOP_TEXT_CONTENT_MAX}
              autoSize={{ minRows: 3, maxRows: 10 }}
              onChange={(e) => onChange({ ...block, data: { ...block.data, content: e.target.value } })}
            />
          </Field>
        </>
      )}
      {block.type === 'embed' && (
        <>
          <Field id={id('platform')} label="Plataforma">
            <Select
              id={id('platform')}
              value={block.data.platform}
              options={EMBED_PLATFORMS.map((value) => ({ value, label: EMBED_PLATFORM_LABELS[value] }))}
              onChange={(platform) => onChange({ ...block, data: { ...block.data, platform } })}
            />
          </Field>
          {urlField('URL del contenido', block.data.url, (url) => onChange({ ...block, data: { ...block.data, url } }))}
        </>
      )}
    </Form>
  );
}
