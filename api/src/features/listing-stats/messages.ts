// Messages of the listing-statistics endpoints, in English, with their Arabic.
export const MSG = {
  statistics: 'Listing statistics',
  listings: 'Your listings',
  notFound: 'Listing not found.',
  notOwner: 'You can only see statistics of your own listings',
} as const;

const AR: Record<string, string> = {
  [MSG.statistics]: 'إحصائيات الإعلان',
  [MSG.listings]: 'إعلاناتك',
  [MSG.notFound]: 'الإعلان غير موجود.',
  [MSG.notOwner]: 'يمكنك رؤية إحصائيات إعلاناتك فقط',
  'Unauthenticated.': 'غير مصادق.',
};

export function listingStatsMessageAr(message: string): string | null {
  return AR[message] ?? null;
}
