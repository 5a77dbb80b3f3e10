import { useState } from 'react';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { App, Button, Card, Flex, Spin, Switch, theme } from 'antd';
import type { NotificationPreferences } from '@afilia/contracts';
import { useFailureToast, useLoadFailureToast } from '../feedback/use-failure-toast';
import { IconTitle } from '../ui/card-parts';
import { useNotificationPreferences, useSaveNotificationPreferences } from './notification-preferences';
import {
  NOTIFICATION_CATEGORY_SWITCHES,
  NOTIFICATION_PREFERENCES_TEXTS as TEXTS,
  preferencesChanged,
} from './notification-preferences-texts';

/** One switch with its label (what a screen reader announces) and its hint (its description). */
function PreferenceSwitch(props: { id: string; label: string; hint: string; checked: boolean; onChange(checked: boolean): void }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" gap={token.margin}>
      <Flex vertical gap={token.marginXXS}>
        <label htmlFor={props.id} style={{ fontWeight: 500 }}>
          {props.label}
        </label>
        <span id={`${props.id}-hint`} style={{ color: token.colorTextDescription }}>
          {props.hint}
        </span>
      </Flex>
      <Switch id={props.id} aria-describedby={`${props.id}-hint`} checked={props.checked} onChange={props.onChange} />
    </Flex>
  );
}

/**
 * The settings screens' 'Notificaciones' (seed 001 §2, kept on the server per person): four
 * categories, which filter the live toasts and the e-mails, and e-mail itself (off until turned
 * on). Shown in the generic settings and in the brand's settings alike.
 */
export default function NotificationPreferencesCard() {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const showFailure = useFailureToast();
  const { data: saved, isPending, error } = useNotificationPreferences();
  useLoadFailureToast(TEXTS.loadError, error);
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const title = <IconTitle icon={<BellOutlined />}>{TEXTS.title}</IconTitle>;

  if (!saved) {
    return (
      <Card title={title}>
        <Flex justify="center" style={{ padding: token.padding }}>
          {isPending ? <Spin /> : <span style={{ color: token.colorTextDescription }}>{TEXTS.unavailable}</span>}
        </Flex>
      </Card>
    );
  }

  const current = draft ?? saved;
  const set = (key: keyof NotificationPreferences) => (checked: boolean) => setDraft({ ...current, [key]: checked });
  const onSave = () =>
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null);
        message.success(TEXTS.saved);
      },
      onError: (failure) => showFailure(TEXTS.saveError, failure),
    });

  return (
    <Card title={title}>
      <Flex vertical gap={token.marginLG}>
        <span style={{ color: token.colorTextDescription }}>{TEXTS.intro}</span>
        {NOTIFICATION_CATEGORY_SWITCHES.map(({ category, label, hint }) => (
          <PreferenceSwitch
            key={category}
            id={`notification-preference-${category}`}
            label={label}
            hint={hint}
            checked={current[category]}
            onChange={set(category)}
          />
        ))}
        <PreferenceSwitch
          id="notification-preference-email"
          label={TEXTS.email}
          hint={TEXTS.emailHint}
          checked={current.emailNotifications}
          onChange={set('emailNotifications')}
        />
        <div>
          <Button type="primary" loading={save.isPending} disabled={!preferencesChanged(saved, current)} onClick={onSave}>
            {TEXTS.save}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
