import type { ReactNode } from 'react';
import { Avatar, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import {
  formatCommission,
  formatCpcTerms,
  formatDate,
  formatInteger,
  formatMoney,
  type ApplicationView,
  type AvailableCampaign,
  type ParticipationView,
  type RewardProgress,
  rewardLines,
} from '@afilia/contracts';
import { ButtonLink, EmptyNotice } from '@afilia/platform';
import { collaborationTypeLabel, type Collaboration } from './collaborations';
import { RewardProgressPanel } from './reward-progress';

function Line({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div>
      <span style={{ color: token.colorTextDescription }}>{label}: </span>
      {children}
    </div>
  );
}

function BrandTitle({ name, logoUrl, title, level = 2 }: { name: string | null; logoUrl: string | null; title: string; level?: 2 | 3 }) {
  const { token } = theme.useToken();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Flex gap={token.marginSM} align="center">
      <Avatar src={logoUrl ?? undefined} alt="" shape="square" style={{ background: token.colorPrimaryBg, color: token.colorPrimaryText }}>
        {(name ?? '?').slice(0, 1).toUpperCase()}
      </Avatar>
      <Flex vertical>
        <Heading style={{ margin: 0, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{title}</Heading>
        <span style={{ color: token.colorTextDescription }}>{name ?? 'Marca'}</span>
      </Flex>
    </Flex>
  );
}

const STATUS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'processing' },
  pending_counteroffer: { label: 'Pendiente', color: 'processing' },
  accepted: { label: 'Aceptada', color: 'success' },
  active: { label: 'Aceptada', color: 'success' },
  rejected: { label: 'Rechazada', color: 'error' },
  completed: { label: 'Completada', color: 'default' },
};

/** A campaign open to apply, or where the creator stands in it. */
export function AvailableCampaignCard({ campaign, onApply }: { campaign: AvailableCampaign; onApply(): void }) {
  const { token } = theme.useToken();
  const cpc = campaign.campaignType === 'cpc';
  return (
    <Card style={{ height: '100%' }}>
      <Flex vertical gap={token.marginXS}>
        <Flex justify="space-between" gap={token.marginXS} align="flex-start">
          <BrandTitle name={campaign.brandName} logoUrl={campaign.brandLogoUrl} title={campaign.name} />
          <Tag>{collaborationTypeLabel({ ...campaign, brandName: null, brandLogoUrl: null })}</Tag>
        </Flex>
        {campaign.description && <span>{campaign.description}</span>}
        <Line label={cpc ? 'Pago' : 'Comisión'}>
          <strong>
            {cpc
              ? formatCpcTerms(campaign.costPerClickCents ?? 0, campaign.maxClicksPerCreator ?? 0)
              : formatCommission(campaign.commissionType, campaign.commissionValue)}
          </strong>
        </Line>
        {cpc && (
          <Line label="Ganancia potencial">{formatMoney((campaign.costPerClickCents ?? 0) * (campaign.maxClicksPerCreator ?? 0))}</Line>
        )}
        {!cpc && <Line label="Cookie">{campaign.cookieDurationDays} días</Line>}
        {rewardLines(campaign.rewards).map((line) => (
          <Line key={line} label="Recompensa">
            {line}
          </Line>
        ))}
        <Flex justify="flex-end" style={{ marginTop: token.marginXS }}>
          {campaign.myStatus ? (
            <Tag color={STATUS[campaign.myStatus]!.color}>{STATUS[campaign.myStatus]!.label}</Tag>
          ) : (
            <Button type="primary" onClick={onApply} aria-label={`Aplicar a ${campaign.name}`}>
              Aplicar
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

/** One of 'Mis Aplicaciones': an application or a CPC request, with the brand's counteroffer while pending. */
export function ApplicationCard({
  item,
  busy,
  onRespond,
}: {
  item: { kind: 'application'; a: ApplicationView } | { kind: 'participation'; p: ParticipationView };
  busy: boolean;
  onRespond(accept: boolean): void;
}) {
  const { token } = theme.useToken();
  const campaign = item.kind === 'application' ? item.a.campaign : item.p.campaign;
  const status = item.kind === 'application' ? item.a.status : item.p.status;
  const counter =
    item.kind === 'application'
      ? item.a.counterOfferCommissionType && item.a.counterOfferCommissionValue !== null
        ? `${formatCommission(item.a.counterOfferCommissionType, item.a.counterOfferCommissionValue)}${item.a.counterOfferTerms ? ` · ${item.a.counterOfferTerms}` : ''}`
        : null
      : item.p.proposedBy === 'brand' && item.p.proposedCostPerClickCents !== null && item.p.proposedMaxClicks !== null
        ? formatCpcTerms(item.p.proposedCostPerClickCents, item.p.proposedMaxClicks)
        : null;
  const proposal =
    item.kind === 'application'
      ? item.a.proposedCommissionType && item.a.proposedCommissionValue !== null
        ? `${formatCommission(item.a.proposedCommissionType, item.a.proposedCommissionValue)}${item.a.proposedTerms ? ` · ${item.a.proposedTerms}` : ''}`
        : null
      : item.p.proposedBy === 'creator' && item.p.proposedCostPerClickCents !== null && item.p.proposedMaxClicks !== null
        ? formatCpcTerms(item.p.proposedCostPerClickCents, item.p.proposedMaxClicks)
        : null;
  const pending = status === 'pending' || status === 'pending_counteroffer';
  const accepted = status === 'accepted' || status === 'active' || status === 'completed';
  return (
    <Card>
      <Flex justify="space-between" gap={token.marginXS} align="flex-start" wrap>
        <BrandTitle name={campaign.brandName} logoUrl={campaign.brandLogoUrl} title={campaign.name} />
        <Tag color={STATUS[status]!.color}>{STATUS[status]!.label}</Tag>
      </Flex>
      <Flex vertical gap={2} style={{ marginTop: token.marginSM }}>
        <Line label="Términos de la campaña">
          {campaign.campaignType === 'cpc'
            ? formatCpcTerms(campaign.costPerClickCents ?? 0, campaign.maxClicksPerCreator ?? 0)
            : formatCommission(campaign.commissionType, campaign.commissionValue)}
        </Line>
        {item.kind === 'participation' && (
          <Line label={accepted ? 'Términos acordados' : 'Tus términos'}>{formatCpcTerms(item.p.costPerClickCents, item.p.maxClicks)}</Line>
        )}
        {proposal && <Line label={accepted && item.kind === 'application' ? 'Comisión acordada' : 'Tu propuesta'}>{proposal}</Line>}
        {item.kind === 'application' && item.a.rejectionReason && <Line label="Motivo del rechazo">{item.a.rejectionReason}</Line>}
        {item.kind === 'participation' && accepted && (
          <Line label="Rendimiento">
            {formatInteger(item.p.currentClicks)} / {formatInteger(item.p.maxClicks)} clics cobrados ·{' '}
            {formatMoney(item.p.totalEarnedCents)} ganados
          </Line>
        )}
        <span style={{ color: token.colorTextDescription }}>
          Enviada el {formatDate(item.kind === 'application' ? item.a.createdAt : item.p.createdAt)}
        </span>
      </Flex>
      {counter && pending && (
        <Card size="small" style={{ marginTop: token.marginSM, background: token.colorFillAlter }}>
          <strong>Contraoferta de la marca:</strong> {counter}
          <Flex gap={token.marginXS} wrap style={{ marginTop: token.marginXS }}>
            <Button type="primary" loading={busy} onClick={() => onRespond(true)}>
              Aceptar Contraoferta
            </Button>
            <Button danger disabled={busy} onClick={() => onRespond(false)}>
              Rechazar
            </Button>
          </Flex>
        </Card>
      )}
      {accepted && (
        <Flex justify="flex-end" style={{ marginTop: token.marginSM }}>
          <ButtonLink to={`/dashboard/campaigns/${campaign.id}`}>Ver Detalle</ButtonLink>
        </Flex>
      )}
    </Card>
  );
}

/** One of 'Mis Colaboraciones', with the month's progress on its campaign's tiers and bonuses when it has any. */
export function CollaborationCard({ collaboration: c, rewards }: { collaboration: Collaboration; rewards?: RewardProgress }) {
  const { token } = theme.useToken();
  return (
    <Card style={{ height: '100%' }}>
      <Flex justify="space-between" gap={token.marginXS} align="flex-start" wrap>
        <BrandTitle name={c.brandName} logoUrl={c.brandLogoUrl} title={c.campaignName} />
        <Flex gap={4} wrap>
          <Tag color="blue">{c.typeLabel}</Tag>
          {c.expired && <Tag color="error">Link Caducado</Tag>}
        </Flex>
      </Flex>
      <Flex vertical gap={2} style={{ marginTop: token.marginSM }}>
        <Line label="Desde">{formatDate(c.since)}</Line>
        <Line label={c.endedReason ? 'Estado' : c.kind === 'participation' ? 'Pago' : 'Comisión'}>{c.termsLabel}</Line>
        <Line label="Clics">{formatInteger(c.clicks)}</Line>
        {c.billed && (
          <Line label="Clics cobrados">
            {formatInteger(c.billed.clicks)} / {formatInteger(c.billed.max)}
          </Line>
        )}
        <Line label="Ventas">{formatInteger(c.sales)}</Line>
        <Line label="Ganado">{formatMoney(c.commissionCents)}</Line>
        <Line label="Links">{c.links.length}</Line>
        {c.endedReason && <span style={{ color: token.colorTextDescription }}>{c.endedReason}</span>}
      </Flex>
      {rewards && !c.endedReason && <RewardProgressPanel progress={rewards} />}
      {!c.endedReason && (
        <Flex justify="flex-end" style={{ marginTop: token.marginSM }}>
          <ButtonLink to={`/dashboard/campaigns/${c.campaignId}`} aria-label={`Ver detalles de ${c.campaignName}`}>
            Ver Detalles
          </ButtonLink>
        </Flex>
      )}
    </Card>
  );
}

export function NoCollaborations() {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={token.marginSM}>
      <EmptyNotice title="Todavía no tenés colaboraciones" hint="Aplicá a campañas de las marcas para empezar a ganar." />
      <ButtonLink type="primary" to="/dashboard/available-campaigns">
        Buscar Marcas
      </ButtonLink>
    </Flex>
  );
}
