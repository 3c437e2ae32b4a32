/**
 * Reads a list page's address, noting whether any filter in it could not be read: a value a hand-edited or cut-off
 * link carries that the page cannot use (letters for a price, an unknown choice) is left out of the search, and the
 * page says so (SearchLayout's `unreadableLink`) rather than silently showing a broader list.
 */
export function addressReader(params: URLSearchParams) {
  let unreadable = false;
  /** The parameter's value as `parse` reads it; a value given but read as nothing counts as unreadable. */
  function read<T extends string>(key: string, parse: (value: string | null) => T): T {
    const raw = params.get(key);
    const value = parse(raw);
    if (raw !== null && raw.trim() !== '' && value === '') unreadable = true;
    return value;
  }
  return {
    read,
    /** The page number (`page`), 1 when absent or unreadable. */
    page(): number {
      const page = read('page', (v) =>
        v !== null && /^\s*\d{1,5}\s*$/.test(v) && Number(v) >= 1 ? String(Number(v)) : '',
      );
      return page ? Number(page) : 1;
    },
    /** The budget's currency (`currency`, any casing), pounds when absent or unknown. */
    currency(): 'SYP' | 'USD' {
      const currency = read('currency', (v) => {
        const upper = v?.trim().toUpperCase() ?? '';
        return upper === 'SYP' || upper === 'USD' ? upper : '';
      });
      return currency || 'SYP';
    },
    /** Something read that cannot be used after all (a place without its parent place). */
    leftOut(): void {
      unreadable = true;
    },
    get unreadable(): boolean {
      return unreadable;
    },
  };
}
