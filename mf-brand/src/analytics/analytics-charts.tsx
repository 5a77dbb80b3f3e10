import { Column, Line } from '@ant-design/charts';
import { useTheme } from '@afilia/platform';

/**
 * The screen's charts, the one module that imports @ant-design/charts: it loads when a chart comes
 * near the screen (charts-on-screen.tsx), never with the page nor the dashboard's first load. The
 * charts follow the theme ('classicDark' in dark).
 */
function useChartTheme(): 'classic' | 'classicDark' {
  return useTheme().resolved === 'dark' ? 'classicDark' : 'classic';
}

export function CampaignColumn({ data, field, label }: { data: { name: string }[]; field: 'clicks' | 'conversions'; label: string }) {
  const theme = useChartTheme();
  return (
    <div
      role="img"
      aria-label={`${label}: ${data.map((d) => `${d.name} ${(d as Record<string, unknown>)[field]}`).join(', ') || 'sin datos'}`}
    >
      <Column
        data={data}
        xField="name"
        yField={field}
        height={240}
        theme={theme}
        axis={{ y: { title: label }, x: { title: false } }}
        tooltip={{ items: [{ channel: 'y', name: label }] }}
      />
    </div>
  );
}

export function DailyClicksLine({ data }: { data: { date: string; clicks: number }[] }) {
  const theme = useChartTheme();
  const total = data.reduce((sum, d) => sum + d.clicks, 0);
  return (
    <div role="img" aria-label={`Clics por día en los últimos ${data.length} días: ${total} en total`}>
      <Line
        data={data.map((d) => ({ ...d, date: d.date.slice(5) }))}
        xField="date"
        yField="clicks"
        height={220}
        theme={theme}
        point={{ size: 2 }}
        axis={{ y: { title: 'Clics' }, x: { title: false } }}
        tooltip={{ items: [{ channel: 'y', name: 'Clics' }] }}
      />
    </div>
  );
}
