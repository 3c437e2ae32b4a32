import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatNumber, isRtl, useTranslation } from '@souq/shared';
import { longDay, shortDay } from './dayDates';
import type { StatisticsDay } from './statisticsRequests';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  value: (day: StatisticsDay) => number;
}

export interface DailyBarChartProps {
  title: string;
  days: StatisticsDay[];
  /** One series draws plain bars; several are stacked, first at the bottom. */
  series: ChartSeries[];
}

/** Until the figure has been measured (and where it cannot be, as in tests). */
const DEFAULT_WIDTH = 720;
const HEIGHT = 180;
const TOP = 10;
const BOTTOM = 24;
const AXIS = 40;
const END = 24;

/** The drawing is as wide as its box, one unit a pixel, so its text keeps its size on a phone and on a wide screen. */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The smallest of 1, 2, 5 × 10ⁿ at or above `value`, so the gridlines fall on round numbers. */
function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * A bar per day, drawn in SVG (a chart library would add far more code than these few shapes need).
 * Time runs in the reading direction: oldest at the left in English, at the right in Arabic. The numbers
 * are in the table beside it for screen readers; the picture itself is summarised in one sentence.
 */
export function DailyBarChart({ title, days, series }: DailyBarChartProps) {
  const { t, i18n } = useTranslation('account');
  const rtl = isRtl(i18n.language);
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const totals = days.map((day) => series.reduce((sum, s) => sum + s.value(day), 0));
  const max = Math.max(0, ...totals);
  const top = niceCeiling(max);
  const plotWidth = width - AXIS - END;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  // Positions along the time axis, mirrored for right-to-left reading.
  const slotStart = (index: number) => (rtl ? width - AXIS - (index + 1) * slot : AXIS + index * slot);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const axisX = rtl ? width - AXIS + 6 : AXIS - 6;
  // A middle line only where it falls on a whole number.
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  // Fewer dates under the bars when the chart is narrow.
  const every = width < 420 ? 14 : 7;
  const labelled = new Set(
    [...days.keys()]
      .filter((index) => index % every === 0 || index === days.length - 1)
      .filter((index) => index === days.length - 1 || days.length - 1 - index >= every / 2),
  );
  const summary = t('listingStats.chartSummary', {
    title,
    total: formatNumber(totals.reduce((a, b) => a + b, 0)),
    max: formatNumber(max),
  });

  return (
    <figure className="stats-chart">
      <figcaption className="stats-chart__title">{title}</figcaption>
      {series.length > 1 && (
        <ul className="stats-chart__legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className="stats-chart__swatch" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={boxRef}>
        <svg
          className="stats-chart__svg"
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={summary}
        >
          {ticks.map((tick) => (
            <g key={tick} className="stats-chart__grid">
              <line x1={rtl ? END : AXIS} x2={rtl ? width - AXIS : width - END} y1={y(tick)} y2={y(tick)} />
              <text x={axisX} y={y(tick)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'}>
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            let base = 0;
            const x = slotStart(index) + (slot - barWidth) / 2;
            const detail =
              series.length > 1
                ? series.map((s) => `${s.label} ${formatNumber(s.value(day))}`).join(', ')
                : formatNumber(totals[index]);
            return (
              <g key={day.date} className="stats-chart__day" data-date={day.date}>
                <title>{`${longDay(day.date)}: ${detail}`}</title>
                {/* The whole slot answers the pointer, so days with nothing still show their tooltip. */}
                <rect x={slotStart(index)} y={TOP} width={slot} height={plotHeight} fill="transparent" />
                {series.map((s) => {
                  const value = s.value(day);
                  if (value <= 0) return null;
                  const rect = (
                    <rect
                      key={s.key}
                      className="stats-chart__bar"
                      data-series={s.key}
                      x={x}
                      y={y(base + value)}
                      width={barWidth}
                      height={y(base) - y(base + value)}
                      fill={s.color}
                    />
                  );
                  base += value;
                  return rect;
                })}
                {labelled.has(index) && (
                  <text
                    className="stats-chart__tick"
                    x={slotStart(index) + slot / 2}
                    y={HEIGHT - 6}
                    textAnchor="middle"
                  >
                    {shortDay(day.date)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
