import { useState } from 'react';
import { Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import {
  formatCommission,
  formatCpcTerms,
  HELD_CLICKS_REASONS,
  type AffiliateLink,
  type ApplicationView,
  type ParticipationView,
  type SettleHeldClicksBody,
} from '@afilia/contracts';
import { EmptyNotice, formatDate, formatInteger } from '@afilia/platform';
import { applicationStatusColor, applicationStatusLabel, campaignTermsLabel, participationStatusLabel } from './campaign-labels';
import { CAMPAIGN_SCREEN_TEXTS as T } from './campaign-texts';
import { ReviewDialog, type Review, type ReviewAnswer } from './review-dialog';
import { useReviewActions } from './use-campaigns';

/** The review dialogs of a campaign, and the dispatch of their answers to the service. */
export function useReview(campaignId: string) {
  const actions = useReviewActions(campaignId);
  const [review, setReview] = useState<Review | null>(null);
  const busy = Object.values(actions).some((a) => a.isPending);
  const onAnswer = async (answer: ReviewAnswer) => {
    if (!review) return;
    try {
      if ('application' in review) {
        const id = review.application.id;
        if (answer.kind === 'accept') await actions.accept.mutateAsync(id);
        if (answer.kind === 'counterOffer') await actions.counterOffer.mutateAsync({ id, body: answer.body });
        if (answer.kind === 'reject') await actions.reject.mutateAsync({ id, reason: answer.reason });
      } else {
        const id = review.participation.id;
        if (answer.kind === 'approve') await actions.approve.mutateAsync(id);
        if (answer.kind === 'counterOfferCpc') await actions.counterOfferParticipation.mutateAsync({ id, body: answer.body });
        if (answer.kind === 'rejectCpc') await actions.rejectParticipation.mutateAsync(id);
      }
      setReview(null);
    } catch {
      // toasted by the mutation; the dialog stays open
    }
  };
  const dialog = <ReviewDialog review={review} busy={busy} onClose={() => setReview(null)} onAnswer={(a) => void onAnswer(a)} />;
  return { open: setReview, dialog };
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div>
      <span style={{ color: token.colorTextDescription }}>{label}: </span>
      {children}
    </div>
  );
}

/** Applications newest first: creator, campaign, status, the terms, the proposal, the counteroffer, the reason, and the pending ones' actions. */
export function ApplicationList({
  applications,
  onReview,
  empty,
}: {
  applications: ApplicationView[];
  onReview(review: Review): void;
  empty: string;
}) {
  const { token } = theme.useToken();
  if (applications.length === 0) return <EmptyNotice title={empty} hint="Cuando haya novedades las vas a ver acá." />;
  return (
    <Flex vertical gap={token.marginSM}>
      {applications.map((a) => (
        <Card key={a.id} size="small">
          <Flex justify="space-between" wrap gap={token.marginXS}>
            <Flex vertical gap={2}>
              <strong>{a.creatorName ?? 'Creador'}</strong>
              <span style={{ color: token.colorTextDescription }}>
                {a.campaign.name} · {formatDate(a.createdAt)}
              </span>
            </Flex>
            <Tag color={applicationStatusColor(a.status)}>{applicationStatusLabel(a.status)}</Tag>
          </Flex>
          <Flex vertical gap={2} style={{ marginTop: token.marginXS }}>
            <Line label="Términos de la campaña">{campaignTermsLabel(a.campaign)}</Line>
            {a.proposedCommissionType && a.proposedCommissionValue !== null && (
              <Line label={a.status === 'accepted' ? 'Comisión acordada' : 'Propuesta del creador'}>
                {formatCommission(a.proposedCommissionType, a.proposedCommissionValue)}
                {a.proposedTerms ? ` · ${a.proposedTerms}` : ''}
              </Line>
            )}
            {a.counterOfferCommissionType && a.counterOfferCommissionValue !== null && (
              <Line label="Tu contraoferta">
                {formatCommission(a.counterOfferCommissionType, a.counterOfferCommissionValue)}
                {a.counterOfferTerms ? ` · ${a.counterOfferTerms}` : ''}
              </Line>
            )}
            {a.rejectionReason && <Line label="Motivo del rechazo">{a.rejectionReason}</Line>}
          </Flex>
          {a.status === 'pending' && (
            <Flex gap={token.marginXS} wrap style={{ marginTop: token.marginSM }}>
              <Button type="primary" onClick={() => onReview({ kind: 'accept', application: a })}>
                Aceptar
              </Button>
              <Button onClick={() => onReview({ kind: 'counterOffer', application: a })}>Contraoferta</Button>
              <Button danger onClick={() => onReview({ kind: 'reject', application: a })}>
                Rechazar
              </Button>
            </Flex>
          )}
        </Card>
      ))}
    </Flex>
  );
}

/** CPC participations: creator, status, terms, clicks and earnings, and the requests' actions. */
export function ParticipationList({
  participations,
  onReview,
  empty,
  clicks,
  cpcLinks,
  onSettleHeld,
}: {
  participations: ParticipationView[];
  onReview(review: Review): void;
  empty: string;
  /** Each creator's CPC link, with the clicks a fraud signal held (docs/decisions.md). */
  cpcLinks?: ReadonlyMap<string, AffiliateLink>;
  onSettleHeld?(link: AffiliateLink, action: SettleHeldClicksBody['action']): void;
  /**
   * Every click of each creator's links in the campaign: beside the billed ones, which leave out
   * bots and a visitor's repeats within the day (docs/decisions.md 130).
   */
  clicks?: ReadonlyMap<string, number>;
}) {
  const { token } = theme.useToken();
  if (participations.length === 0) return <EmptyNotice title={empty} hint="Cuando haya novedades las vas a ver acá." />;
  return (
    <Flex vertical gap={token.marginSM}>
      {participations.map((p) => {
        const open = p.status === 'pending' || p.status === 'pending_counteroffer';
        const waitingCreator = p.status === 'pending_counteroffer' && p.proposedBy === 'brand';
        // Tracking's ledger is where clicks are billed; the participation hears of it a moment later.
        const link = cpcLinks?.get(p.creatorId);
        // Shown while a signal holds the link's billing, or while held clicks wait for the brand.
        const held = link?.cpc && (link.cpc.heldReason !== null || link.cpc.heldClicks > 0) ? link : null;
        const heldCpc = held?.cpc;
        return (
          <Card key={p.id} size="small">
            <Flex justify="space-between" wrap gap={token.marginXS}>
              <Flex vertical gap={2}>
                <strong>{p.creatorName ?? 'Creador'}</strong>
                <span style={{ color: token.colorTextDescription }}>{formatDate(p.createdAt)}</span>
              </Flex>
              <Tag color={applicationStatusColor(p.status)}>{participationStatusLabel(p)}</Tag>
            </Flex>
            <Flex vertical gap={2} style={{ marginTop: token.marginXS }}>
              <Line label="Términos">{formatCpcTerms(p.costPerClickCents, p.maxClicks)}</Line>
              {p.proposedCostPerClickCents !== null && p.proposedMaxClicks !== null && (
                <Line label={p.proposedBy === 'brand' ? 'Tu contraoferta' : 'Propuesta del creador'}>
                  {formatCpcTerms(p.proposedCostPerClickCents, p.proposedMaxClicks)}
                </Line>
              )}
              {!open && clicks && <Line label="Clics">{formatInteger(clicks.get(p.creatorId) ?? 0)}</Line>}
              {!open && (
                <Line label="Clics cobrados">
                  {Math.max(p.currentClicks, link?.cpc?.billedClicks ?? 0)} / {p.maxClicks}
                </Line>
              )}
              {!open && link?.offDomain && (
                <Line label="Destino">
                  <Tag color="warning">{T.offDomain}</Tag>
                </Line>
              )}
              {!open && held && (
                <Line label={T.heldClicks}>
                  {formatInteger(heldCpc!.heldClicks)}{' '}
                  {heldCpc!.heldReason && <Tag color="warning">{HELD_CLICKS_REASONS[heldCpc!.heldReason]}</Tag>}
                </Line>
              )}
            </Flex>
            {!open && held && onSettleHeld && (
              <Flex gap={token.marginXS} wrap style={{ marginTop: token.marginSM }}>
                <Button type="primary" onClick={() => onSettleHeld(held, 'release')}>
                  {T.releaseHeld}
                </Button>
                <Button danger onClick={() => onSettleHeld(held, 'discard')}>
                  {T.discardHeld}
                </Button>
              </Flex>
            )}
            {open && !waitingCreator && (
              <Flex gap={token.marginXS} wrap style={{ marginTop: token.marginSM }}>
                <Button type="primary" onClick={() => onReview({ kind: 'approve', participation: p })}>
                  Aprobar
                </Button>
                <Button onClick={() => onReview({ kind: 'counterOfferCpc', participation: p })}>Contraoferta</Button>
                <Button danger onClick={() => onReview({ kind: 'rejectCpc', participation: p })}>
                  Rechazar
                </Button>
              </Flex>
            )}
          </Card>
        );
      })}
    </Flex>
  );
}
