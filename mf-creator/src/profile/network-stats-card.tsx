import SyncOutlined from '@ant-design/icons/es/icons/SyncOutlined';
import { App, Button, Card, Col, Flex, Row, Tag, theme } from '@afilia/platform/antd';
import { Form, Input, InputNumber, Switch } from '@afilia/platform/antd-extra';
import {
  formatDate,
  NETWORK_FIGURES,
  NETWORK_LABELS,
  PROFILE_TEXTS as T,
  STATS_NETWORKS,
  syncedText,
  syncErrorText,
  type StatsNetwork,
} from '@afilia/contracts';
import { errorMessage } from '@afilia/platform';
import { Field, invalidProps } from '../common/field';
import { figureValue, type DraftNetwork } from './profile-draft';
import { fieldId, type ProfileEditor } from './use-profile-editor';

type Figure = 'followers' | 'posts' | 'views' | 'engagement';

/**
 * 'Estadísticas por red' (seed 001 §2 'Creator profile'): per network the username, 'Sincronizar',
 * the figures (whole numbers; engagement in steps of 0.1) and 'Ocultar … en el Press Kit'; a
 * network edited by hand since its last sync is marked 'Modificado manualmente'. LinkedIn has its
 * followers and its own hide toggle (decision 177).
 */
export function NetworkStatsCard({ editor }: { editor: ProfileEditor }) {
  const { token } = theme.useToken();
  const { draft, stored, issues, change } = editor;
  if (!draft || !stored) return null;
  const setNetwork = (network: StatsNetwork, edit: Partial<DraftNetwork>) =>
    change((d) => ({ ...d, networks: { ...d.networks, [network]: { ...d.networks[network], ...edit } } }));

  return (
    <Card title="Estadísticas por red">
      <p style={{ marginTop: 0, color: token.colorTextDescription }}>{T.syncNote}</p>
      <Form layout="vertical" component="div">
        <Row gutter={[token.margin, token.margin]}>
          {STATS_NETWORKS.map((network) => (
            <Col key={network} xs={24} lg={12}>
              <NetworkForm
                network={network}
                value={draft.networks[network]}
                manual={stored.networks[network].manual}
                lastSyncedAt={stored.networks[network].lastSyncedAt}
                issues={issues}
                editor={editor}
                onChange={(edit) => setNetwork(network, edit)}
              />
            </Col>
          ))}
          <Col xs={24} lg={12}>
            <section aria-labelledby="profile-linkedin-title" style={networkBox(token)}>
              <h3 id="profile-linkedin-title" style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeLG }}>
                {NETWORK_LABELS.linkedin}
              </h3>
              <p style={{ marginTop: 0, color: token.colorTextDescription }}>Tu perfil de LinkedIn va en Redes Sociales.</p>
              <Field id={fieldId('linkedin.followers')} label="Seguidores" error={issues.get('linkedin.followers')}>
                <InputNumber
                  id={fieldId('linkedin.followers')}
                  min={0}
                  precision={0}
                  style={{ width: '100%' }}
                  value={draft.linkedin.followers}
                  onChange={(value) => change((d) => ({ ...d, linkedin: { ...d.linkedin, followers: figureValue(value) } }))}
                />
              </Field>
              <HideSwitch
                id={fieldId('linkedin.hidden')}
                network={NETWORK_LABELS.linkedin}
                checked={draft.linkedin.hidden}
                onChange={(hidden) => change((d) => ({ ...d, linkedin: { ...d.linkedin, hidden } }))}
              />
            </section>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}

const networkBox = (token: ReturnType<typeof theme.useToken>['token']) => ({
  height: '100%',
  padding: token.padding,
  border: `1px solid ${token.colorBorderSecondary}`,
  borderRadius: token.borderRadiusLG,
});

/** 'Ocultar {network} en el Press Kit': each switch says which network it hides. */
function HideSwitch({
  id,
  network,
  checked,
  onChange,
}: {
  id: string;
  network: string;
  checked: boolean;
  onChange(hidden: boolean): void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginXS}>
      <Switch id={id} checked={checked} onChange={onChange} />
      <label htmlFor={id}>Ocultar {network} en el Press Kit</label>
    </Flex>
  );
}

function NetworkForm({
  network,
  value,
  manual,
  lastSyncedAt,
  issues,
  editor,
  onChange,
}: {
  network: StatsNetwork;
  value: DraftNetwork;
  manual: boolean;
  lastSyncedAt: string | null;
  issues: Map<string, string>;
  editor: ProfileEditor;
  onChange(edit: Partial<DraftNetwork>): void;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const label = NETWORK_LABELS[network];
  const names = NETWORK_FIGURES[network];
  const path = (field: string) => `networks.${network}.${field}`;
  const figures: { key: Figure; label: string; decimals: 0 | 1 }[] = [
    { key: 'followers', label: names.followers, decimals: 0 },
    ...(names.posts ? [{ key: 'posts' as const, label: names.posts, decimals: 0 as const }] : []),
    ...(names.views ? [{ key: 'views' as const, label: names.views, decimals: 0 as const }] : []),
    ...(names.engagement ? [{ key: 'engagement' as const, label: 'Engagement (%)', decimals: 1 as const }] : []),
  ];

  const onSync = async () => {
    const outcome = await editor.sync(network);
    if (outcome.ok) return void message.success(syncedText(label));
    // The service's answer already reads 'Error al sincronizar {network}: …'; the note says what to do instead.
    const text = outcome.error ? errorMessage(outcome.error, syncErrorText(label)) : outcome.message;
    message.error({ content: outcome.error ? `${text}. ${T.syncNote}` : text, duration: 8 });
  };

  const usernameError = issues.get(path('username'));
  return (
    <section aria-labelledby={`${fieldId(path('title'))}`} style={networkBox(token)}>
      <Flex align="center" justify="space-between" gap={token.marginXS} wrap style={{ marginBottom: token.marginSM }}>
        <h3 id={fieldId(path('title'))} style={{ margin: 0, fontSize: token.fontSizeLG }}>
          {label}
        </h3>
        {manual ? (
          <Tag color="warning">{T.manual}</Tag>
        ) : lastSyncedAt ? (
          <Tag color="success">Sincronizado el {formatDate(lastSyncedAt)}</Tag>
        ) : null}
      </Flex>
      <Field id={fieldId(path('username'))} label={`Usuario de ${label}`} error={usernameError}>
        <Flex gap={token.marginXS}>
          <Input
            id={fieldId(path('username'))}
            prefix="@"
            value={value.username ?? ''}
            autoCapitalize="none"
            spellCheck={false}
            {...invalidProps(fieldId(path('username')), usernameError)}
            onChange={(e) => onChange({ username: e.target.value })}
          />
          <Button
            icon={<SyncOutlined />}
            loading={editor.syncing === network}
            onClick={() => void onSync()}
            aria-label={`Sincronizar ${label}`}
          >
            Sincronizar
          </Button>
        </Flex>
      </Field>
      <Row gutter={token.marginSM}>
        {figures.map((figure) => {
          const id = fieldId(path(figure.key));
          const error = issues.get(path(figure.key));
          return (
            <Col key={figure.key} xs={12}>
              <Field id={id} label={figure.label} error={error}>
                <InputNumber
                  id={id}
                  min={0}
                  max={figure.decimals ? 100 : undefined}
                  step={figure.decimals ? 0.1 : 1}
                  precision={figure.decimals}
                  style={{ width: '100%' }}
                  value={value[figure.key]}
                  {...invalidProps(id, error)}
                  onChange={(v) => onChange({ [figure.key]: figureValue(v, figure.decimals) })}
                />
              </Field>
            </Col>
          );
        })}
      </Row>
      <HideSwitch id={fieldId(path('hidden'))} network={label} checked={value.hidden} onChange={(hidden) => onChange({ hidden })} />
    </section>
  );
}
