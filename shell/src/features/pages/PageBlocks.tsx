import type { PageBlock } from './api/pageDetail';

/** Renders a page body block by block as plain text: whatever an editor typed, nothing in it can run. */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${index}-${block.type}`;
        if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>;
        if (block.type === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </>
  );
}
