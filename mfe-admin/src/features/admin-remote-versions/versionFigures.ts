import { formatNumber } from '@souq/shared';
import type { RemoteOverview, VersionFigures } from './remoteVersionsApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Failures per mount, as a percentage with two decimals ('1.25%'). */
export function errorRateText(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}

export function msText(t: Translate, value: number): string {
  return t('adminVersions.ms', { value: formatNumber(value) });
}

/** A version's figures as the dashboard shows them; a dash where there is nothing to show. */
export function figureTexts(t: Translate, figures: VersionFigures) {
  const none = t('adminVersions.none');
  return {
    mounts: formatNumber(figures.mounts),
    errorRate: figures.mounts > 0 ? errorRateText(figures.failures / figures.mounts) : none,
    lcp: figures.lcpP75Ms === null ? none : msText(t, figures.lcpP75Ms),
    cls: figures.clsP75 === null ? none : figures.clsP75.toFixed(3),
    inp: figures.inpP75Ms === null ? none : msText(t, figures.inpP75Ms),
  };
}

type DecisionDetail = NonNullable<NonNullable<RemoteOverview['canary']>['decision']>['detail'];

/** A version label, time or file name inside a sentence, kept left to right in Arabic ones (a Unicode isolate). */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * The analysis's reason in the page's language, from its figures: rates as percentages, times in ms, counts
 * grouped; anything else (a start time, verification problems) as it came, kept left to right.
 */
export function decisionText(t: Translate, { kind, values }: DecisionDetail): string {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') shown[name] = ltr(value);
    else if (/Rate$|^margin$/.test(name) && kind !== 'cls') shown[name] = errorRateText(value);
    else if (/Ms$/.test(name)) shown[name] = msText(t, value);
    else if (kind === 'cls') shown[name] = value.toFixed(3);
    else shown[name] = formatNumber(value);
  }
  return t(`adminVersions.reasons.${kind}`, shown);
}
