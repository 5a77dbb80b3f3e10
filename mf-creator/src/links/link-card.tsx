import type { ReactNode } from 'react';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Progress, Switch } from '@afilia/platform/antd-extra';
import { conversionRateText, cpcProgressPercent, type AffiliateLink } from '@afilia/contracts';
import { CopyButton, formatInteger, formatMoney } from '@afilia/platform';
import { linkTitle } from './link-display';
import { LINKS_TEXTS } from './links-texts';

export interface LinkCardProps {
  link: AffiliateLink;
  onPersonalise?(link: AffiliateLink): void;
  onToggleShop?(link: AffiliateLink, show: boolean): void;
  onDelete?(link: AffiliateLink): void;
  busy?: boolean;
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ minWidth: 96 }}>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{label}</div>
      <div style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>{value}</div>
    </div>
  );
}

function StatusTag({ link }: { link: AffiliateLink }) {
  if (link.status === 'expired') return <Tag color="error">Caducado</Tag>;
  if (link.status === 'paused') return <Tag color="warning">Pausado</Tag>;
  return null;
}

/**
 * One link of 'Mis Links y Códigos' (seed 001 §2): what it is for and whose, its address with
 * copy, its clicks, sales, commission and conversion rate, or for a CPC link its progress through
 * the quota; a product link can be personalised, shown in the shop, and deleted.
 */
export function LinkCard({ link, onPersonalise, onToggleShop, onDelete, busy }: LinkCardProps) {
  const { token } = theme.useToken();
  const title = linkTitle(link);
  const product = link.kind === 'product';
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>{title}</h2>} extra={<StatusTag link={link} />}>
      <Flex vertical gap={token.marginSM}>
        <div style={{ color: token.colorTextDescription }}>
          {[link.brandName, link.campaignName].filter(Boolean).join(' · ') || 'Campaña finalizada'}
          {link.expiredReason ? ` — ${link.expiredReason}` : ''}
        </div>
        <Flex gap={token.marginXS} align="center" wrap>
          <code style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>{link.trackingUrl}</code>
          <CopyButton text={link.trackingUrl} toast={LINKS_TEXTS.linkCopied} label={`Copiar link de ${title}`} size="small">
            Copiar
          </CopyButton>
        </Flex>
        {link.cpc ? <CpcFigures link={link} cpc={link.cpc} /> : <SalesFigures link={link} />}
        {product || onDelete ? (
          <Flex gap={token.marginSM} align="center" wrap justify="space-between">
            {product && onToggleShop ? (
              <label style={{ display: 'inline-flex', gap: token.marginXS, alignItems: 'center' }}>
                <Switch size="small" checked={link.showInShop} disabled={busy} onChange={(show) => onToggleShop(link, show)} />
                Mostrar en mi tienda
              </label>
            ) : (
              <span />
            )}
            <Flex gap={token.marginXS}>
              {product && onPersonalise ? (
                <Button size="small" icon={<EditOutlined />} onClick={() => onPersonalise(link)} aria-label={`Personalizar ${title}`}>
                  Personalizar
                </Button>
              ) : null}
              {onDelete ? (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onDelete(link)}
                  aria-label={`Eliminar link de ${title}`}
                >
                  Eliminar
                </Button>
              ) : null}
            </Flex>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

function SalesFigures({ link }: { link: AffiliateLink }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={token.margin} wrap>
      <Figure label="Clics" value={formatInteger(link.clicks)} />
      <Figure label="Ventas" value={formatInteger(link.salesGenerated)} />
      <Figure label="Comisión" value={formatMoney(link.commissionEarnedCents)} />
      <Figure label="Conversión" value={conversionRateText(link.salesGenerated, link.clicks)} />
    </Flex>
  );
}

function CpcFigures({ link, cpc }: { link: AffiliateLink; cpc: NonNullable<AffiliateLink['cpc']> }) {
  const { token } = theme.useToken();
  const percent = cpcProgressPercent(cpc.billedClicks, cpc.maxClicks);
  return (
    <Flex vertical gap={token.marginXS}>
      <Flex gap={token.margin} wrap>
        <Figure label="Clics cobrados" value={`${formatInteger(cpc.billedClicks)} / ${formatInteger(cpc.maxClicks)}`} />
        <Figure label="Clics" value={formatInteger(link.clicks)} />
        <Figure label="Costo por clic" value={formatMoney(cpc.costPerClickCents)} />
        <Figure label="Ganado" value={formatMoney(cpc.billedClicks * cpc.costPerClickCents)} />
      </Flex>
      <Progress percent={Math.round(percent * 10) / 10} aria-label={`Progreso del cupo de clics: ${Math.round(percent)}%`} />
    </Flex>
  );
}
