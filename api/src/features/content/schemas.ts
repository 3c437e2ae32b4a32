import { Type } from 'typebox';
import { Id } from '../../lib/schema-types.js';

// Request schemas for content. Bodies are structured blocks of plain text; bounds keep one page reasonable.
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const Slug = Type.String({ minLength: 1, maxLength: 80, pattern: SLUG_PATTERN });
export const SlugQuery = Type.Object({ slug: Slug });
export const SlugParams = Type.Object({ slug: Slug });
// Ids are 32-bit columns: a larger number names no row, and is refused before it reaches the database (which would fail).
export const IdParams = Type.Object({ id: Id });
export const LanguageQuery = Type.Object({ lang: Type.Optional(Type.Enum(['ar', 'en'])) });

const Title = Type.String({ minLength: 1, maxLength: 150 });
// One object shape for every block kind (a union would let the validator strip one kind's fields while it tries
// another); which fields a kind needs is checked by checkBlocks.
export const Block = Type.Object(
  {
    type: Type.Enum(['heading', 'paragraph', 'list']),
    text: Type.Optional(Type.String({ maxLength: 5000 })),
    items: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), { minItems: 1, maxItems: 50 })),
  },
  { additionalProperties: false },
);
const Blocks = Type.Array(Block, { maxItems: 200 });

export const PageBody = Type.Object({
  ar_title: Title,
  en_title: Title,
  fr_title: Title,
  ar_content: Blocks,
  en_content: Blocks,
  fr_content: Type.Optional(Blocks),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  published: Type.Optional(Type.Boolean()),
});

export const FaqBody = Type.Object({
  ar_question: Type.String({ minLength: 1, maxLength: 300 }),
  en_question: Type.String({ minLength: 1, maxLength: 300 }),
  fr_question: Type.String({ minLength: 1, maxLength: 300 }),
  ar_answer: Type.String({ minLength: 1, maxLength: 3000 }),
  en_answer: Type.String({ minLength: 1, maxLength: 3000 }),
  fr_answer: Type.String({ minLength: 1, maxLength: 3000 }),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  published: Type.Optional(Type.Boolean()),
});

// Images are site paths (uploads, built-in art) or https addresses; links stay on the site or use https.
export const BannerBody = Type.Object({
  language: Type.Enum(['ar', 'en']),
  image: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/[A-Za-z0-9/_.-]+|https://[^\\s"<>]+)$' }),
  title: Type.Optional(Type.Union([Type.String({ maxLength: 150 }), Type.Null()])),
  subtitle: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
  alt: Type.Optional(Type.String({ maxLength: 200 })),
  link: Type.Optional(
    Type.Union([Type.String({ maxLength: 500, pattern: '^(/[^/\\\\\\s][^\\s]*|/|https://[^\\s"<>]+)$' }), Type.Null()]),
  ),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  active: Type.Optional(Type.Boolean()),
});
