/**
 * Reads a list page's address, noting whether any filter in it could not be read: a value a hand-edited or cut-off
 * link carries that the page cannot use (letters for a price, an unknown choice) is left out of the search, and the
 * page says so (SearchLayout's `unreadableLink`) rather than silently showing a broader list.
 */
export function addressReader(params: URLSearchParams) {
  let unreadable = false;
  return {
    /** The parameter's value as `parse` reads it; a value given but read as nothing counts as unreadable. */
    read<T extends string>(key: string, parse: (value: string | null) => T): T {
      const raw = params.get(key);
      const value = parse(raw);
      if (raw !== null && raw.trim() !== '' && value === '') unreadable = true;
      return value;
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
