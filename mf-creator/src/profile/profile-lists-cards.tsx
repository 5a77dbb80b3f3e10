import type { ReactNode } from 'react';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import { Form, Input, Select } from '@afilia/platform/antd-extra';
import { CUSTOM_LINKS_MAX, FEATURED_PLATFORMS, FEATURED_POSTS_MAX, NETWORK_LABELS } from '@afilia/contracts';
import { Field, invalidProps } from '../common/field';
import type { ProfileDraft } from './profile-draft';
import { fieldId, type ProfileEditor } from './use-profile-editor';

type Post = ProfileDraft['featuredPosts'][number];
type Link = ProfileDraft['customLinks'][number];
type ListKey = 'featuredPosts' | 'customLinks';
type ItemOf<K extends ListKey> = ProfileDraft[K][number];

/**
 * A list of the profile the creator edits row by row: each row's fields, 'Eliminar' named for
 * what it removes, and 'Agregar' until the list is full. `fields` draws a row's inputs, each
 * with its problem from the draft's issues (`{list}.{index}.{field}`).
 */
function ListCard<K extends ListKey>(props: {
  editor: ProfileEditor;
  list: K;
  title: string;
  intro: string;
  max: number;
  addLabel: string;
  empty: ItemOf<K>;
  itemLabel(item: ItemOf<K>, index: number): string;
  fields(item: ItemOf<K>, index: number, set: (edit: Partial<ItemOf<K>>) => void, path: (field: string) => string): ReactNode;
}) {
  const { token } = theme.useToken();
  const { editor, list } = props;
  const { draft, change } = editor;
  if (!draft) return null;
  const items = draft[list] as ItemOf<K>[];
  const update = (next: ItemOf<K>[]) => change((d) => ({ ...d, [list]: next }));
  return (
    <Card title={props.title}>
      <p style={{ marginTop: 0, color: token.colorTextDescription }}>{props.intro}</p>
      {items.length > 0 && (
        <Form layout="vertical" component="div">
          <ul style={{ display: 'flex', flexDirection: 'column', gap: token.margin, padding: 0, margin: 0, listStyle: 'none' }}>
            {items.map((item, index) => (
              <li
                key={index}
                style={{ padding: token.paddingSM, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
              >
                {props.fields(
                  item,
                  index,
                  (edit) => update(items.map((it, i) => (i === index ? { ...it, ...edit } : it))),
                  (field) => `${list}.${index}.${field}`,
                )}
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => update(items.filter((_, i) => i !== index))}
                  aria-label={`Eliminar ${props.itemLabel(item, index)}`}
                >
                  Eliminar
                </Button>
              </li>
            ))}
          </ul>
        </Form>
      )}
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: token.margin }}
        disabled={items.length >= props.max}
        onClick={() => update([...items, props.empty])}
      >
        {props.addLabel}
      </Button>
    </Card>
  );
}

/** A text input of a row, labelled, with its problem under it. */
function TextField({
  editor,
  path,
  label,
  value,
  url,
  onChange,
}: {
  editor: ProfileEditor;
  path: string;
  label: string;
  value: string;
  url?: boolean;
  onChange(value: string): void;
}) {
  const id = fieldId(path);
  const error = editor.issues.get(path);
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        value={value}
        {...(url ? { type: 'url', inputMode: 'url' as const, placeholder: 'https://' } : { maxLength: 80 })}
        {...invalidProps(id, error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** 'Publicaciones destacadas' (seed 001 §2): each a URL (required), its platform and an optional description. */
export function FeaturedPostsCard({ editor }: { editor: ProfileEditor }) {
  const { token } = theme.useToken();
  return (
    <ListCard
      editor={editor}
      list="featuredPosts"
      title="Publicaciones destacadas"
      intro="Las publicaciones que mostrás en tu Press Kit."
      max={FEATURED_POSTS_MAX}
      addLabel="Agregar publicación"
      empty={{ url: '', platform: 'instagram', description: '' } satisfies Post}
      itemLabel={(_, index) => `la publicación ${index + 1}`}
      fields={(post, index, set, path) => (
        <>
          <Row gutter={token.marginSM}>
            <Col xs={24} md={16}>
              <TextField
                editor={editor}
                path={path('url')}
                label={`URL de la publicación ${index + 1}`}
                value={post.url}
                url
                onChange={(url) => set({ url })}
              />
            </Col>
            <Col xs={24} md={8}>
              <Field id={fieldId(path('platform'))} label="Plataforma">
                <Select
                  id={fieldId(path('platform'))}
                  value={post.platform}
                  options={FEATURED_PLATFORMS.map((p) => ({ value: p, label: NETWORK_LABELS[p] }))}
                  onChange={(platform) => set({ platform })}
                />
              </Field>
            </Col>
          </Row>
          <Field id={fieldId(path('description'))} label="Descripción (opcional)" error={editor.issues.get(path('description'))}>
            <Input.TextArea
              id={fieldId(path('description'))}
              value={post.description ?? ''}
              maxLength={300}
              autoSize={{ minRows: 1, maxRows: 4 }}
              onChange={(e) => set({ description: e.target.value })}
            />
          </Field>
        </>
      )}
    />
  );
}

/** The press kit's custom links (seed 001 §2; issue 15 §4): a title and a URL each. */
export function CustomLinksCard({ editor }: { editor: ProfileEditor }) {
  const { token } = theme.useToken();
  return (
    <ListCard
      editor={editor}
      list="customLinks"
      title="Links del Press Kit"
      intro="Tu media kit, tu web, tus tarifas: lo que una marca quiera ver."
      max={CUSTOM_LINKS_MAX}
      addLabel="Agregar link"
      empty={{ title: '', url: '' } satisfies Link}
      itemLabel={(link, index) => `el link ${link.title || index + 1}`}
      fields={(link, index, set, path) => (
        <Flex gap={token.marginSM} wrap>
          <div style={{ flex: '1 1 200px' }}>
            <TextField
              editor={editor}
              path={path('title')}
              label={`Título del link ${index + 1}`}
              value={link.title}
              onChange={(title) => set({ title })}
            />
          </div>
          <div style={{ flex: '2 1 260px' }}>
            <TextField
              editor={editor}
              path={path('url')}
              label={`URL del link ${index + 1}`}
              value={link.url}
              url
              onChange={(url) => set({ url })}
            />
          </div>
        </Flex>
      )}
    />
  );
}
