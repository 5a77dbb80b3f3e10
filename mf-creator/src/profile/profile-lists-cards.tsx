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

/** One row of a list the creator edits: its fields, and 'Eliminar' named for what it removes. */
function ListRow({ label, onRemove, children }: { label: string; onRemove(): void; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: token.paddingSM, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
      {children}
      <Button danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={`Eliminar ${label}`}>
        Eliminar
      </Button>
    </li>
  );
}

const listStyle = (gap: number) => ({ display: 'flex', flexDirection: 'column' as const, gap, padding: 0, margin: 0, listStyle: 'none' });

/** 'Publicaciones destacadas' (seed 001 §2): each a URL (required), its platform and an optional description. */
export function FeaturedPostsCard({ editor }: { editor: ProfileEditor }) {
  const { token } = theme.useToken();
  const { draft, issues, change } = editor;
  if (!draft) return null;
  const posts = draft.featuredPosts;
  const set = (index: number, edit: Partial<Post>) =>
    change((d) => ({ ...d, featuredPosts: d.featuredPosts.map((p, i) => (i === index ? { ...p, ...edit } : p)) }));
  return (
    <Card title="Publicaciones destacadas">
      <p style={{ marginTop: 0, color: token.colorTextDescription }}>Las publicaciones que mostrás en tu Press Kit.</p>
      {posts.length > 0 && (
        <Form layout="vertical" component="div">
          <ul style={listStyle(token.margin)}>
            {posts.map((post, index) => {
              const path = (f: string) => `featuredPosts.${index}.${f}`;
              return (
                <ListRow
                  key={index}
                  label={`la publicación ${index + 1}`}
                  onRemove={() => change((d) => ({ ...d, featuredPosts: d.featuredPosts.filter((_, i) => i !== index) }))}
                >
                  <Row gutter={token.marginSM}>
                    <Col xs={24} md={16}>
                      <Field id={fieldId(path('url'))} label={`URL de la publicación ${index + 1}`} error={issues.get(path('url'))}>
                        <Input
                          id={fieldId(path('url'))}
                          type="url"
                          inputMode="url"
                          placeholder="https://"
                          value={post.url}
                          {...invalidProps(fieldId(path('url')), issues.get(path('url')))}
                          onChange={(e) => set(index, { url: e.target.value })}
                        />
                      </Field>
                    </Col>
                    <Col xs={24} md={8}>
                      <Field id={fieldId(path('platform'))} label="Plataforma">
                        <Select
                          id={fieldId(path('platform'))}
                          value={post.platform}
                          options={FEATURED_PLATFORMS.map((p) => ({ value: p, label: NETWORK_LABELS[p] }))}
                          onChange={(platform) => set(index, { platform })}
                        />
                      </Field>
                    </Col>
                  </Row>
                  <Field id={fieldId(path('description'))} label="Descripción (opcional)" error={issues.get(path('description'))}>
                    <Input.TextArea
                      id={fieldId(path('description'))}
                      value={post.description ?? ''}
                      maxLength={300}
                      autoSize={{ minRows: 1, maxRows: 4 }}
                      onChange={(e) => set(index, { description: e.target.value })}
                    />
                  </Field>
                </ListRow>
              );
            })}
          </ul>
        </Form>
      )}
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: token.margin }}
        disabled={posts.length >= FEATURED_POSTS_MAX}
        onClick={() => change((d) => ({ ...d, featuredPosts: [...d.featuredPosts, { url: '', platform: 'instagram', description: '' }] }))}
      >
        Agregar publicación
      </Button>
    </Card>
  );
}

/** The press kit's custom links (seed 001 §2; issue 15 §4): a title and a URL each. */
export function CustomLinksCard({ editor }: { editor: ProfileEditor }) {
  const { token } = theme.useToken();
  const { draft, issues, change } = editor;
  if (!draft) return null;
  const links = draft.customLinks;
  const set = (index: number, edit: Partial<Link>) =>
    change((d) => ({ ...d, customLinks: d.customLinks.map((l, i) => (i === index ? { ...l, ...edit } : l)) }));
  return (
    <Card title="Links del Press Kit">
      <p style={{ marginTop: 0, color: token.colorTextDescription }}>Tu media kit, tu web, tus tarifas: lo que una marca quiera ver.</p>
      {links.length > 0 && (
        <Form layout="vertical" component="div">
          <ul style={listStyle(token.margin)}>
            {links.map((link, index) => {
              const path = (f: string) => `customLinks.${index}.${f}`;
              return (
                <ListRow
                  key={index}
                  label={`el link ${link.title || index + 1}`}
                  onRemove={() => change((d) => ({ ...d, customLinks: d.customLinks.filter((_, i) => i !== index) }))}
                >
                  <Flex gap={token.marginSM} wrap>
                    <div style={{ flex: '1 1 200px' }}>
                      <Field id={fieldId(path('title'))} label={`Título del link ${index + 1}`} error={issues.get(path('title'))}>
                        <Input
                          id={fieldId(path('title'))}
                          value={link.title}
                          maxLength={80}
                          {...invalidProps(fieldId(path('title')), issues.get(path('title')))}
                          onChange={(e) => set(index, { title: e.target.value })}
                        />
                      </Field>
                    </div>
                    <div style={{ flex: '2 1 260px' }}>
                      <Field id={fieldId(path('url'))} label={`URL del link ${index + 1}`} error={issues.get(path('url'))}>
                        <Input
                          id={fieldId(path('url'))}
                          type="url"
                          inputMode="url"
                          placeholder="https://"
                          value={link.url}
                          {...invalidProps(fieldId(path('url')), issues.get(path('url')))}
                          onChange={(e) => set(index, { url: e.target.value })}
                        />
                      </Field>
                    </div>
                  </Flex>
                </ListRow>
              );
            })}
          </ul>
        </Form>
      )}
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: token.margin }}
        disabled={links.length >= CUSTOM_LINKS_MAX}
        onClick={() => change((d) => ({ ...d, customLinks: [...d.customLinks, { title: '', url: '' }] }))}
      >
        Agregar link
      </Button>
    </Card>
  );
}
