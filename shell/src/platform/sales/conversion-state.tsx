import { Flex, Tag, theme } from 'antd';
import { CONVERSION_REVIEW_LABELS, formatDate, type ConversionReview, type ConversionRow } from '@afilia/contracts';

const REVIEW_COLORS: Record<ConversionReview, string> = {
  pending: 'processing',
  held: 'warning',
  approved: 'success',
  verified: 'success',
  voided: 'error',
};

/**
 * Where a pixel conversion stands, as its brand and its creator read it (docs/decisions.md): not
 * counted, with why; waiting for the brand (and the day it is approved by time); held, with the
 * anomaly; approved or verified; voided, with the brand's reason.
 */
export function ConversionState({ conversion: c }: { conversion: ConversionRow }) {
  const { token } = theme.useToken();
  if (!c.review) return <Tag>{c.invalidReason ?? 'No válida'}</Tag>;
  const why = c.review === 'voided' ? c.voidReason : c.review === 'held' ? c.holdReason : null;
  const note = { color: token.colorTextDescription, fontSize: token.fontSizeSM };
  return (
    <Flex vertical gap={token.marginXXS} align="start">
      <Tag color={REVIEW_COLORS[c.review]}>{CONVERSION_REVIEW_LABELS[c.review]}</Tag>
      {why && <span style={note}>{why}</span>}
      {c.review === 'pending' && c.reviewEndsAt && <span style={note}>Se aprueba sola el {formatDate(c.reviewEndsAt)}</span>}
    </Flex>
  );
}
