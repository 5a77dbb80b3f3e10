import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, theme } from '@afilia/platform/antd';
import { Alert, Input, Modal } from '@afilia/platform/antd-extra';
import { APPROVAL_DIALOG_LINKS, notificationListSchema, type ApplicationsList } from '@afilia/contracts';
import { api, ButtonLink, CopyButton, useCurrentUser } from '@afilia/platform';
import { useNavigate, useSearchParams } from '@afilia/platform/router';
import { acceptanceToCelebrate, type Acceptance } from './collaborations';
import { creatorCampaignsApi } from './creator-campaigns-api';
import { CREATOR_TEXTS } from './creator-texts';

/** The notification types that celebrate (seed 001 'Approval celebration'). */
const CELEBRATED = new Set(['application_accepted', 'cpc_application_approved']);

/** Where the guide's second button and 'Ver Mi Link' go: 'Mis Links y Códigos'. */
const LINKS_SCREEN = '/dashboard/links';
const CPC_LINKS_SCREEN = '/dashboard/links?tab=cpc';
/** How often the dialog asks again for the links while they are still being made. */
const LINKS_RETRY_MS = 2_000;

function seenKey(userId: string): string {
  return `afilia.celebrated.${userId}`;
}

function readSeen(userId: string): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(seenKey(userId)) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function markSeen(userId: string, id: string): void {
  const seen = readSeen(userId);
  seen.add(id);
  localStorage.setItem(seenKey(userId), JSON.stringify([...seen].slice(-200)));
}

/** Confetti, unless the person asked for less motion. */
async function throwConfetti(): Promise<void> {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  // Without its worker: the page's CSP allows no blob: workers, and a burst is light on the main thread.
  const fire = confetti.create(undefined, { resize: true, useWorker: false });
  void fire({ particleCount: 120, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
}

/**
 * The approval celebration (seed 001 §2), shown once per acceptance: for a standard or
 * conversion approval a dialog with confetti, the first link with copy, how many products and
 * links, and the congratulations guide's two buttons; for a CPC approval an alert with 'Ver Mi
 * Link' and 'Entendido'. Triggered by `?application=` (then removed) or by an acceptance under
 * 5 minutes old.
 */
export function ApprovalCelebration({ list }: { list: ApplicationsList | undefined }) {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const queryId = params.get('application');
  const [current, setCurrent] = useState<Acceptance | null>(null);
  // Closed on this page: its notification may still read unread until the read call is answered.
  const dismissed = useRef(new Set<string>());
  const queryClient = useQueryClient();
  // The bell's own list (same query), for unread acceptance notifications.
  const notifications = useQuery({
    queryKey: ['notifications', 'own'],
    queryFn: () => api.get('/notifications', { schema: notificationListSchema }),
  });
  const unreadAcceptances = (notifications.data?.items ?? []).filter((n) => !n.read && CELEBRATED.has(n.type) && n.relatedId);

  useEffect(() => {
    if (!list || !user || current || notifications.isPending) return;
    const notified = unreadAcceptances.map((n) => n.relatedId!).filter((id) => !dismissed.current.has(id));
    const next = acceptanceToCelebrate(list, { queryId, seen: readSeen(user.id), now: Date.now(), notified });
    if (queryId || params.has('notification')) {
      const rest = new URLSearchParams(params);
      rest.delete('application');
      rest.delete('notification');
      setParams(rest, { replace: true });
    }
    if (next) {
      markSeen(user.id, next.id);
      setCurrent(next);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- unreadAcceptances follows notifications.data
  }, [list, user, queryId, params, setParams, current, notifications.data, notifications.isPending]);

  if (!current) return null;
  const close = () => {
    // Dismissing marks its notification read (seed 001).
    dismissed.current.add(current.id);
    const note = unreadAcceptances.find((n) => n.relatedId === current.id);
    if (note)
      void api
        .post(`/notifications/${encodeURIComponent(note.id)}/read`, {})
        .then(() => queryClient.invalidateQueries({ queryKey: ['notifications'] }));
    setCurrent(null);
  };
  return current.kind === 'participation' ? (
    <CpcApprovedAlert acceptance={current} onClose={close} />
  ) : (
    <ApprovedDialog acceptance={current} onClose={close} />
  );
}

function CpcApprovedAlert({ acceptance, onClose }: { acceptance: Acceptance; onClose(): void }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: token.marginLG }}
      title={`¡Tu participación en "${acceptance.campaignName}" fue aprobada!`}
      description={
        // The buttons under the text rather than beside it: at 390 px beside it squeezes the text to a column.
        <Flex vertical gap={token.marginSM}>
          <span>Ya tenés tu link de costo por clic para compartir.</span>
          <Flex gap={token.marginXS} wrap>
            <Button
              type="primary"
              onClick={() => {
                onClose();
                void navigate(CPC_LINKS_SCREEN);
              }}
            >
              Ver Mi Link
            </Button>
            <Button onClick={onClose}>Entendido</Button>
          </Flex>
        </Flex>
      }
    />
  );
}

function ApprovedDialog({ acceptance, onClose }: { acceptance: Acceptance; onClose(): void }) {
  const { token } = theme.useToken();
  const links = useQuery({
    queryKey: ['creator', 'links', acceptance.campaignId, APPROVAL_DIALOG_LINKS],
    queryFn: () => creatorCampaignsApi(api).links(acceptance.campaignId, APPROVAL_DIALOG_LINKS),
    // The links are made from the acceptance a moment after it (tracking hears of it): while
    // there are none yet, the dialog asks again, so they appear in it rather than only later.
    refetchInterval: (query) => (query.state.data?.length ? false : LINKS_RETRY_MS),
  });
  useEffect(() => void throwConfetti(), []);
  const first = links.data?.[0];
  const products = useMemo(() => new Set((links.data ?? []).map((l) => l.productId).filter(Boolean)).size, [links.data]);

  return (
    <Modal
      open
      title="¡Felicitaciones! Tu aplicación fue aceptada"
      onCancel={onClose}
      footer={
        <Flex gap={token.marginXS} justify="flex-end" wrap>
          <ButtonLink to="/dashboard">Ir al Panel</ButtonLink>
          <ButtonLink type="primary" to={LINKS_SCREEN}>
            Ver Mis Links
          </ButtonLink>
        </Flex>
      }
    >
      <p>
        La marca aceptó tu aplicación a <strong>{acceptance.campaignName}</strong>. Compartí tus links y ganá comisiones por cada venta.
      </p>
      {links.isPending ? (
        <p>Preparando tus links...</p>
      ) : first ? (
        <>
          <Flex gap={token.marginXS}>
            <Input readOnly value={first.trackingUrl} aria-label="Tu primer link de afiliado" />
            <CopyButton text={first.trackingUrl} toast={CREATOR_TEXTS.copied} label="Copiar link">
              Copiar
            </CopyButton>
          </Flex>
          <p style={{ marginBottom: 0, marginTop: token.marginSM, color: token.colorTextDescription }}>
            {products > 0 ? `${products} ${products === 1 ? 'producto' : 'productos'} · ` : ''}
            {links.data!.length} {links.data!.length === 1 ? 'link generado' : 'links generados'}
          </p>
        </>
      ) : (
        <p>Tus links se están generando; en unos segundos los vas a ver en tus colaboraciones.</p>
      )}
    </Modal>
  );
}
