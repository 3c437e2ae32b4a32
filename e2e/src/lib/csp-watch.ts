// Every journey runs under the site's Content-Security-Policy, and a page that breaks it fails the journey: what
// the policy blocks would be missing for a visitor, so it is a bug in the policy or in the page, never noise.
import { after, afterEach } from 'node:test';
import type { BrowserContext } from 'playwright-core';

interface Violation {
  directive: string;
  blocked: string;
  /** Where in the page's code it happened ("file:line"), when the browser says. */
  source: string;
  page: string;
}

const BINDING = '__souqCspViolation';
const seen: Violation[] = [];

/** Collects the policy violations of every page the context opens (pop-ups included), as the pages report them. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, violation: Omit<Violation, 'page'>) => {
    seen.push({ ...violation, page: page.url() });
  });
  // The script is added by the browser's debugging protocol, so the page's own policy does not stop it.
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: Omit<Violation, 'page'>) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || '(inline)',
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
      });
    });
  }, BINDING);
}

function failOnViolations(): void {
  if (seen.length === 0) return;
  const lines = seen
    .splice(0)
    .map((v) => `  ${v.directive} blocked ${v.blocked} on ${v.page}${v.source ? ` (from ${v.source})` : ''}`);
  throw new Error(`the page broke its Content-Security-Policy:\n${[...new Set(lines)].join('\n')}`);
}

// Registered once for every journey of a file that drives the browser: the journey during which a violation was
// reported fails, and one reported after the last journey fails the file.
afterEach(failOnViolations);
after(failOnViolations);
