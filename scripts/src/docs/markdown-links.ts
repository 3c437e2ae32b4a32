import fs from 'node:fs';
import path from 'node:path';

// The documentation's links, checked the way GitHub renders them: a relative link must lead to a file or folder of the
// repository, and an anchor to a heading of the page it names.

/** Text as a reader sees it: fenced blocks and inline code left out, so code that looks like a link is not one. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every `[text](target)` of a page, images included; addresses with a scheme and mail links are left out. */
export function relativeLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) targets.push(target);
  }
  return targets;
}

/** GitHub's anchor for a heading: lower case, punctuation and symbols dropped, spaces as dashes. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's headings; a heading repeated gets -1, -2… as on GitHub. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

/** The links of `file` (a Markdown page under `root`) that lead nowhere, each with why. */
export function brokenLinks(root: string, file: string): string[] {
  const markdown = fs.readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const link of relativeLinks(markdown)) {
    const [target = '', anchor] = link.split('#', 2) as [string, string | undefined];
    const resolved = target === '' ? file : path.resolve(path.dirname(file), decodeURI(target));
    const where = `${path.relative(root, file)}: ${link}`;
    if (!resolved.startsWith(root + path.sep) && resolved !== root) broken.push(`${where} (outside the repository)`);
    else if (!fs.existsSync(resolved)) broken.push(`${where} (no such file)`);
    else if (anchor && resolved.endsWith('.md') && !anchors(fs.readFileSync(resolved, 'utf8')).has(anchor))
      broken.push(`${where} (no such heading)`);
  }
  return broken;
}
