import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { clicks, metricsRegistry, metricsText, startMetrics, watchOutbox } from './metrics.js';

const MONITORING = new URL('../../../deploy/monitoring/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, MONITORING), 'utf8');

/** The series names a PromQL expression reads (a histogram's by its base name). */
const seriesIn = (expr: string) =>
  [...expr.matchAll(/\b((?:afilia|nodejs|process)_[a-z0-9_]+)/g)].map(([, name]) => name!.replace(/_(bucket|sum|count)$/, ''));

describe('metrics', () => {
  startMetrics('prueba');

  it('serve every series the alert rules and the Grafana dashboard of deploy/monitoring read', async () => {
    const rules = (parse(read('alerts.yml')) as { groups: { rules: { expr: string }[] }[] }).groups.flatMap((g) => g.rules);
    const panels = (JSON.parse(read('grafana-dashboard.json')) as { panels: { targets: { expr: string }[] }[] }).panels;
    const used = new Set([...rules.map((r) => r.expr), ...panels.flatMap((p) => p.targets.map((t) => t.expr))].flatMap(seriesIn));
    await metricsRegistry.metrics();
    const served = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));
    expect([...used].filter((name) => !served.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it('read the outbox at each scrape, and name the process in every series', async () => {
    let backlog = 3;
    const unwatch = watchOutbox('prueba', async () => backlog);
    clicks.inc({ via: 'track', outcome: 'published', bot: 'no' });
    expect(await metricsText()).toContain('afilia_outbox_backlog{service="prueba",part="prueba"} 3');
    backlog = 0;
    expect(await metricsText()).toContain('afilia_outbox_backlog{service="prueba",part="prueba"} 0');
    unwatch();
    expect(await metricsText()).not.toContain('afilia_outbox_backlog{service="prueba"');
    expect(await metricsText()).toContain('afilia_clicks_total{via="track",outcome="published",bot="no",part="prueba"} 1');
  });
});
