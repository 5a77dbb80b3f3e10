import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { LoadingState } from '@afilia/platform';
import type * as Charts from './analytics-charts';

/**
 * @ant-design/charts is most of this screen's JavaScript (about 330 KB as sent, against some 440
 * KB for the rest of the page): it loads once a chart comes near the screen, not with the page
 * (issue 37 §3). On a phone the charts sit below the figures, and a person who only reads the
 * figures or the links never downloads them.
 */
const charts = () => import('./analytics-charts');
const LazyColumn = lazy(() => charts().then((m) => ({ default: m.CampaignColumn })));
const LazyLine = lazy(() => charts().then((m) => ({ default: m.DailyClicksLine })));

/** How near the viewport a chart's place must come before its code is fetched. */
const AHEAD = '200px';

/** Its chart once its place is within AHEAD of the viewport; until then a box of the chart's height holds the layout. */
function OnScreen({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} style={{ minHeight: height }}>
      {near ? <Suspense fallback={<LoadingState text="Cargando gráfico..." />}>{children}</Suspense> : null}
    </div>
  );
}

export function CampaignColumn(props: ComponentProps<typeof Charts.CampaignColumn>) {
  return (
    <OnScreen height={240}>
      <LazyColumn {...props} />
    </OnScreen>
  );
}

export function DailyClicksLine(props: ComponentProps<typeof Charts.DailyClicksLine>) {
  return (
    <OnScreen height={220}>
      <LazyLine {...props} />
    </OnScreen>
  );
}
