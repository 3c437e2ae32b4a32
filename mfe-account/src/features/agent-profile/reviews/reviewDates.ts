/** "March 2026" / "آذار 2026" (Latin digits, as the site writes numbers), for when a contact was made. */
export function monthAndYear(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'ar' ? 'ar-SY-u-nu-latn' : 'en-US';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);
}
