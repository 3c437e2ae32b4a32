import { formatNumber } from '@souq/shared';

/**
 * A list's number of results as the toolbar shows it: "1,000+" when the API counted only up to its cap
 * (`total_is_estimate`), isolated so that the plus stays after the number in a right-to-left sentence.
 */
export function resultCount(pagination: { total: number; total_is_estimate?: boolean }): string {
  return pagination.total_is_estimate
    ? `\u2066${formatNumber(pagination.total)}+\u2069`
    : formatNumber(pagination.total);
}
