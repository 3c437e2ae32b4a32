// The page's Core Web Vitals from PerformanceObserver, loaded once the page is idle (buffered entries cover what
// happened before). Written out rather than taken from the `web-vitals` package: the health reports keep only each
// browser's worst value per minute and compare p75s across versions, so these simpler readings are enough —
// LCP: the last largest-contentful-paint before the first input; CLS: the largest session window of layout shifts
// (gaps under 1 s, at most 5 s); INP: the longest interaction (the package takes the 98th percentile, which is the
// longest below 50 interactions, as on most pages here).
import type { Vitals } from './healthReport';

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

interface InteractionEntry extends PerformanceEntry {
  interactionId?: number;
}

function observe(
  type: string,
  onEntries: (entries: PerformanceEntry[]) => void,
  extra: Record<string, unknown> = {},
): void {
  try {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({
      type,
      buffered: true,
      ...extra,
    } as PerformanceObserverInit);
  } catch {
    // an older browser: that vital is not reported
  }
}

export function observeVitals(onChange: (vitals: Vitals) => void): void {
  if (typeof PerformanceObserver === 'undefined') return;
  let inputSeen = false;
  observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1];
    if (last && !inputSeen) onChange({ lcpMs: Math.round(last.startTime) });
  });

  let windowValue = 0;
  let windowStart = 0;
  let lastShift = 0;
  let cls = 0;
  observe('layout-shift', (entries) => {
    for (const entry of entries as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      if (windowValue > 0 && (entry.startTime - lastShift > 1000 || entry.startTime - windowStart > 5000))
        windowValue = 0;
      if (windowValue === 0) windowStart = entry.startTime;
      windowValue += entry.value;
      lastShift = entry.startTime;
      cls = Math.max(cls, windowValue);
    }
    onChange({ cls: Math.round(cls * 10_000) / 10_000 });
  });

  let inp = 0;
  const interactions = (entries: PerformanceEntry[]) => {
    for (const entry of entries as InteractionEntry[]) {
      if (!entry.interactionId && entry.entryType !== 'first-input') continue;
      inputSeen = true;
      if (entry.duration > inp) {
        inp = entry.duration;
        onChange({ inpMs: Math.round(inp) });
      }
    }
  };
  observe('event', interactions, { durationThreshold: 40 });
  observe('first-input', interactions);
}
