import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_LIST_LIMIT, notificationSchema, type Notification, type NotificationList } from '@afilia/contracts';
import { api, ApiError, useActiveBrandId } from '@afilia/platform';
import { notificationsApi } from './notifications-api';

const key = (brandId: string | null) => ['notifications', brandId ?? 'own'] as const;
/** Reconnection after a dropped stream: 1 s, doubling up to 30 s. */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** Refused a stream (the person's other tabs hold theirs, or the server is full): the list is read this often instead. */
const POLL_MS = 60_000;

/** Whether the gateway refused the stream for its limits rather than failing (429, 503). */
const refused = (error: unknown) => error instanceof ApiError && (error.status === 429 || error.status === 503);

/** Whether a pushed notification belongs in this list (an agency's bell shows its active brand's). */
function belongs(n: Notification, brandId: string | null): boolean {
  return n.audience === 'creator' || brandId === null || n.audienceId === brandId;
}

/**
 * The bell's state: the latest 20 and the unread count, kept live by the gateway's stream. A new
 * notification is prepended as it arrives (`onArrival` tells the screen); the stream reconnects
 * after a drop, and the list is read again then, so nothing sent meanwhile is missed.
 */
export function useNotifications(onArrival: (n: Notification) => void) {
  const brandId = useActiveBrandId();
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  const list = useQuery({
    queryKey: key(brandId),
    queryFn: () => notificationsApi(api).list(brandId),
    refetchInterval: polling ? POLL_MS : false,
  });

  useEffect(() => {
    const controller = new AbortController();
    let delay = RETRY_MIN_MS;
    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          setPolling(false);
          await api.stream(
            '/notifications/stream',
            (event, data) => {
              if (event !== 'notification') return;
              const parsed = notificationSchema.safeParse(data);
              if (!parsed.success || !belongs(parsed.data, brandId)) return;
              delay = RETRY_MIN_MS;
              queryClient.setQueryData<NotificationList>(key(brandId), (old) =>
                old
                  ? {
                      items: [parsed.data, ...old.items.filter((n) => n.id !== parsed.data.id)].slice(0, NOTIFICATION_LIST_LIMIT),
                      unread: old.unread + 1,
                    }
                  : old,
              );
              onArrival(parsed.data);
            },
            controller.signal,
          );
        } catch (error) {
          if (controller.signal.aborted) return;
          // Refused: the list is read every minute, and the stream is asked for again after as long.
          if (refused(error)) {
            setPolling(true);
            delay = POLL_MS;
          }
        }
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, RETRY_MAX_MS);
        void queryClient.invalidateQueries({ queryKey: key(brandId) });
      }
    };
    void run();
    return () => controller.abort();
  }, [brandId, queryClient, onArrival]);

  const reload = () => queryClient.invalidateQueries({ queryKey: key(brandId) });
  const markRead = useMutation({ mutationFn: (id: string) => notificationsApi(api).markRead(id), onSettled: reload });
  const markAllRead = useMutation({ mutationFn: () => notificationsApi(api).markAllRead(brandId), onSettled: reload });
  return { list, markRead, markAllRead };
}
