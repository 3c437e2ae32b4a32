/** @jest-environment node */
import { blocksToText, textToBlocks } from './pageBlocks';
import type { PageBlock } from './contentApi';

describe("a page's body as text", () => {
  const blocks: PageBlock[] = [
    { type: 'heading', text: 'Delivery' },
    { type: 'paragraph', text: 'We bring the keys\nto your door.' },
    { type: 'list', items: ['Damascus', 'Aleppo'] },
    { type: 'paragraph', text: 'Call us.' },
  ];

  it('writes headings with "# ", list items with "- ", blocks apart by an empty line, and reads them back', () => {
    const text = blocksToText(blocks);
    expect(text).toBe('# Delivery\n\nWe bring the keys\nto your door.\n\n- Damascus\n- Aleppo\n\nCall us.');
    expect(textToBlocks(text)).toEqual(blocks);
  });

  it('reads what a person types: a heading or a list right after a paragraph, Windows line ends, extra blank lines, Arabic', () => {
    expect(textToBlocks('# العنوان\r\nنص الفقرة\n- أولاً\n- ثانياً\nبعد القائمة\n\n\n')).toEqual([
      { type: 'heading', text: 'العنوان' },
      { type: 'paragraph', text: 'نص الفقرة' },
      { type: 'list', items: ['أولاً', 'ثانياً'] },
      { type: 'paragraph', text: 'بعد القائمة' },
    ]);
    expect(textToBlocks('  \n')).toEqual([]);
  });
});
