import { useCallback, useEffect, useRef, useState } from 'react';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { App, Badge, Button, Empty, Flex, Popover, theme } from 'antd';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PANEL_HEIGHT_PX,
  formatDate,
  wantsNotification,
  type Notification,
} from '@afilia/contracts';
import { useNotificationPreferences } from '@afilia/platform';
import { useNavigate } from '@afilia/platform/router';
import { bellLabel, unreadBadge } from './unread-badge';
import { useNotifications } from './use-notifications';

/**
 * The top bar's bell (seed 002 §2 'Dashboard shell', §9): the unread count ('9+' above 9), a
 * 400 px panel with the latest 20, newest first; a click marks one read and opens its link;
 * 'Marcar todas como leídas'. New ones arrive live and say so in a toast when the person's
 * preferences have the type's category on; the list keeps every one.
 */
export function NotificationBell() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Read through a ref: a change of preferences must not reopen the live stream.
  const preferences = useRef(DEFAULT_NOTIFICATION_PREFERENCES);
  const { data: saved } = useNotificationPreferences();
  useEffect(() => {
    if (saved) preferences.current = saved;
  }, [saved]);
  const onArrival = useCallback(
    (n: Notification) => {
      if (wantsNotification(preferences.current, n.type)) void message.info(n.title);
    },
    [message],
  );
  const { list, markRead, markAllRead } = useNotifications(onArrival);
  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];

  const openOne = (n: Notification) => {
    setOpen(false);
    if (!n.read) markRead.mutate(n.id);
    if (n.link) void navigate(n.link);
  };

  const panel = (
    <Flex vertical style={{ width: 'min(360px, calc(100vw - 32px))', maxHeight: NOTIFICATION_PANEL_HEIGHT_PX }}>
      <Flex
        justify="space-between"
        align="center"
        style={{ paddingBottom: token.paddingXS, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <strong>Notificaciones</strong>
        <Button type="link" size="small" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
          Marcar todas como leídas
        </Button>
      </Flex>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tenés notificaciones" />
      ) : (
        <ul role="list" aria-label="Notificaciones recientes" style={{ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto' }}>
          {items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                onClick={() => openOne(n)}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'start',
                  border: 0,
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                  background: n.read ? 'transparent' : token.colorPrimaryBg,
                  color: token.colorText,
                  padding: `${token.paddingXS}px ${token.paddingSM}px`,
                  cursor: 'pointer',
                  font: 'inherit',
                }}
              >
                <Flex justify="space-between" gap={token.marginXS}>
                  <strong>{n.title}</strong>
                  {!n.read && <span className="visually-hidden">Sin leer</span>}
                </Flex>
                <div>{n.message}</div>
                <div style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{formatDate(n.createdAt)}</div>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Badge count={unreadBadge(unread)} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          aria-label={bellLabel(unread)}
          title="Notificaciones"
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={<BellOutlined />}
        />
      </Badge>
    </Popover>
  );
}
