import { useEffect, useState } from 'react';
import { isHttpError, isRtl, useTranslation } from '@souq/shared';
import { CHART_HOURS, fetchSeries, type SeriesPoint } from './remoteVersionsApi';
import { errorRateText, msText } from './versionFigures';

const WIDTH = 240;
const HEIGHT = 48;
const PAD = 4;

interface LineProps {
  title: string;
  points: SeriesPoint[];
  value: (point: SeriesPoint) => number | null;
  format: (value: number) => string;
  className: string;
}

/**
 * One small line over time, drawn in SVG as the statistics chart is (no chart library for a few shapes). Time runs
 * in the reading direction: oldest at the left in English, at the right in Arabic. Summarised in one sentence for
 * screen readers; each point's value is its tooltip.
 */
function Sparkline({ title, points, value, format, className }: LineProps) {
  const { t, i18n } = useTranslation('admin');
  const rtl = isRtl(i18n.language);
  const known = points
    .map((point) => ({ point, value: value(point) }))
    .filter((p): p is { point: SeriesPoint; value: number } => p.value !== null);
  const highest = Math.max(0, ...known.map((p) => p.value));
  const first = Date.parse(points[0]?.at ?? '');
  const last = Date.parse(points.at(-1)?.at ?? '');
  const span = Math.max(last - first, 1);
  const x = (at: string) => {
    const share = points.length > 1 ? (Date.parse(at) - first) / span : 0.5;
    return PAD + (rtl ? 1 - share : share) * (WIDTH - 2 * PAD);
  };
  const y = (v: number) => HEIGHT - PAD - (highest > 0 ? v / highest : 0) * (HEIGHT - 2 * PAD);
  const latest = known.at(-1)?.value;
  const summary = t('adminVersions.chartSummary', {
    title,
    count: known.length,
    latest: latest === undefined ? t('adminVersions.none') : format(latest),
    highest: known.length ? format(highest) : t('adminVersions.none'),
  });
  return (
    <figure className="arv-spark">
      <figcaption className="arv-spark__title">{title}</figcaption>
      <svg
        className={`arv-spark__svg ${className}`}
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
      >
        <line className="arv-spark__base" x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} />
        {known.length > 1 && (
          <polyline
            className="arv-spark__line"
            points={known.map((p) => `${x(p.point.at).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')}
          />
        )}
        {known.map((p) => (
          <circle
            key={p.point.at}
            className="arv-spark__dot"
            cx={x(p.point.at)}
            cy={y(p.value)}
            r={known.length > 1 ? 1.5 : 3}
          >
            <title>{`${new Date(p.point.at).toISOString().slice(11, 16)} UTC: ${format(p.value)}`}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; points: SeriesPoint[] };

/** A version's error rate and LCP p75 over the last CHART_HOURS hours (per minute, per hour for older figures). */
export function VersionChart({ remote, remoteName, version }: { remote: string; remoteName: string; version: string }) {
  const { t } = useTranslation('admin');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    fetchSeries(remote, version, controller.signal)
      .then((series) => setLoaded(series.problem ? { state: 'failed' } : { state: 'loaded', points: series.points }))
      .catch((error: unknown) => {
        if (isHttpError(error) && error.kind === 'cancelled') return;
        setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [remote, version]);

  const title = t('adminVersions.chartTitle', { version, hours: CHART_HOURS });
  return (
    <section className="arv-chart" aria-label={`${remoteName}: ${title}`} data-testid={`chart-${version}`}>
      <h4 className="arv-chart__title">
        <bdi dir="ltr">{version}</bdi>
      </h4>
      {loaded.state === 'failed' && <p className="arv-muted">{t('adminVersions.chartFailed')}</p>}
      {loaded.state === 'loaded' && loaded.points.length === 0 && (
        <p className="arv-muted">{t('adminVersions.chartEmpty', { hours: CHART_HOURS })}</p>
      )}
      {loaded.state === 'loaded' && loaded.points.length > 0 && (
        <div className="arv-chart__lines">
          <Sparkline
            title={t('adminVersions.chartErrorRate')}
            points={loaded.points}
            className="arv-spark__svg--errors"
            value={(p) => (p.mounts > 0 ? p.failures / p.mounts : null)}
            format={errorRateText}
          />
          <Sparkline
            title={t('adminVersions.chartLcp')}
            points={loaded.points}
            className="arv-spark__svg--lcp"
            value={(p) => p.lcpP75Ms}
            format={(v) => msText(t, v)}
          />
        </div>
      )}
    </section>
  );
}
