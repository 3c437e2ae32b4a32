// An address's segment as text, for every app's routes and for the site server (which draws the breadcrumbs' room
// from the same route table): no React, no styles, so Node can load it as it is.

/** A path segment as its text; a malformed escape (`%E0%A4%A`) stays as typed rather than breaking the page. */
export function pathSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
