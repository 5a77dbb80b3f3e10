import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flex, Tag, theme } from '@afilia/platform/antd';
import { Descriptions, Modal } from '@afilia/platform/antd-extra';
import { ANALYTICS_TEXTS, TOP_COUNTRIES, type AnalyticsRow } from '@afilia/contracts';
import { api, formatDate, formatInteger, LoadingState, useLoadFailureToast } from '@afilia/platform';
import { analyticsApi, analyticsKeys } from './analytics-api';
import { qualityBreakdown, qualityTag } from './analytics-figures';
import { DailyClicksLine } from './charts-on-screen';

const DEVICES: Record<string, string> = { mobile: 'Celular', tablet: 'Tablet', desktop: 'Computadora', other: 'Otro' };
const countryNames = new Intl.DisplayNames(['es-AR'], { type: 'region' });

function country(code: string): string {
  if (code === 'unknown') return 'Desconocido';
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function Counts({ counts, name }: { counts: Record<string, number>; name(key: string): string }) {
  const entries = Object.entries(counts);
  if (entries.length === 0) return <span>Sin datos</span>;
  return (
    <Flex gap={6} wrap>
      {entries.map(([key, n]) => (
        <Tag key={key}>
          {name(key)}: {formatInteger(n)}
        </Tag>
      ))}
    </Flex>
  );
}

/** The statistics dialog of a link (seed 002 §3 'Safelink stats result', §9 30 days, top 5 countries), with its click quality. */
export function StatsDialog({ row, onClose }: { row: AnalyticsRow | null; onClose(): void }) {
  const { token } = theme.useToken();
  const stats = useQuery({
    queryKey: analyticsKeys.linkStats(row?.linkId ?? ''),
    queryFn: () => analyticsApi(api).linkStats(row!.linkId),
    enabled: !!row,
    staleTime: 0,
  });
  useLoadFailureToast(ANALYTICS_TEXTS.loadError, stats.error);
  const data = stats.data;
  let body: ReactNode = <LoadingState text="Cargando estadísticas..." />;
  if (data) {
    const quality = qualityTag(data.quality);
    body = (
      <Flex vertical gap={token.marginMD}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'total', label: 'Clics totales', children: formatInteger(data.totalClicks) },
            { key: 'unique', label: 'Clics únicos (24 h)', children: formatInteger(data.uniqueClicks) },
            { key: 'last24h', label: 'Últimas 24 horas', children: formatInteger(data.last24h) },
            { key: 'last', label: 'Último clic', children: data.lastClick ? formatDate(data.lastClick) : 'Sin clics' },
          ]}
        />
        <section aria-labelledby="stats-quality">
          <h3 id="stats-quality" style={{ fontSize: token.fontSize, margin: `0 0 ${token.marginXS}px` }}>
            Calidad de clics
          </h3>
          <Flex gap={token.marginXS} align="center" wrap>
            <Tag color={quality.color}>{quality.text}</Tag>
            <span>{qualityBreakdown(data.quality)}</span>
          </Flex>
        </section>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'sources', label: 'Fuentes', children: <Counts counts={data.sources} name={(k) => k} /> },
            { key: 'devices', label: 'Dispositivos', children: <Counts counts={data.devices} name={(k) => DEVICES[k] ?? k} /> },
            { key: 'countries', label: `Países (top ${TOP_COUNTRIES})`, children: <Counts counts={data.countries} name={country} /> },
          ]}
        />
        <section aria-labelledby="stats-daily">
          <h3 id="stats-daily" style={{ fontSize: token.fontSize, margin: `0 0 ${token.marginXS}px` }}>
            Clics por día (30 días)
          </h3>
          <DailyClicksLine data={data.dailyClicks} />
        </section>
      </Flex>
    );
  }
  return (
    <Modal open={!!row} title={`Estadísticas de ${row?.linkCode ?? ''}`} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {body}
    </Modal>
  );
}
