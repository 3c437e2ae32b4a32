// Messages of the search-history endpoints, in English, with their Arabic.
export const MSG = {
  recorded: 'Search recorded.',
  list: 'Recent searches',
  cleared: 'Recent searches cleared.',
} as const;

const AR: Record<string, string> = {
  [MSG.recorded]: 'تم تسجيل البحث.',
  [MSG.list]: 'عمليات البحث الأخيرة',
  [MSG.cleared]: 'تم مسح عمليات البحث الأخيرة.',
};

export function searchHistoryMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
