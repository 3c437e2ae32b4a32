import { formatNumber } from '@souq/shared';
import type { VersionFigures } from './remoteVersionsApi';

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
