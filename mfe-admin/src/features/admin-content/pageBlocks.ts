import type { PageBlock } from './contentApi';

// A page's body is a list of blocks (heading, paragraph, list) that the site shows as plain text. Editors write it
// as plain text too: a line starting with "# " is a heading, lines starting with "- " make a list, anything else is
// a paragraph; an empty line ends a paragraph or a list.

const HEADING = /^#\s+/;
const ITEM = /^[-•*]\s+/;

export function blocksToText(blocks: readonly PageBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'heading') return `# ${block.text ?? ''}`;
      if (block.type === 'list') return (block.items ?? []).map((item) => `- ${item}`).join('\n');
      return block.text ?? '';
    })
    .join('\n\n');
}

export function textToBlocks(text: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
    if (items.length) blocks.push({ type: 'list', items });
    paragraph = [];
    items = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (HEADING.test(line)) {
      flush();
      blocks.push({ type: 'heading', text: line.replace(HEADING, '') });
    } else if (ITEM.test(line)) {
      if (paragraph.length) flush();
      items.push(line.replace(ITEM, ''));
    } else {
      if (items.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
