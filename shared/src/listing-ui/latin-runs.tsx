import { Fragment } from 'react';
import { isRtl, useTranslation } from '@souq/shared';

// A title in Arabic with Latin words in it ("شيفروليه سبارك Sport 2021") is laid out by the bidi algorithm: a
// number after a Latin word joins it, so right to left the title reads "… 2021 Sport". Isolating each run of
// Latin words, and nothing else, keeps the words in the order they were written. Titles without Arabic, and
// titles on a left-to-right page, read correctly as they are and are left alone.

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

export interface TextPart {
  text: string;
  /** A run of Latin words (with the spaces between them), to be isolated. */
  latin: boolean;
}

/** The text cut into Latin-word runs and the rest; a single plain part when nothing needs isolating. */
export function latinRuns(text: string, rtl: boolean): TextPart[] {
  if (!rtl || !ARABIC.test(text)) return [{ text, latin: false }];
  const parts: TextPart[] = [];
  const tokens = text.split(/(\s+)/);
  const isLatinWord = (token: string | undefined) => token !== undefined && LATIN.test(token) && !ARABIC.test(token);
  let i = 0;
  while (i < tokens.length) {
    if (isLatinWord(tokens[i])) {
      let run = tokens[i]!;
      // Spaces followed by another Latin word belong to the run.
      while (isLatinWord(tokens[i + 2]) && tokens[i + 1]) {
        run += tokens[i + 1]! + tokens[i + 2]!;
        i += 2;
      }
      parts.push({ text: run, latin: true });
    } else if (tokens[i]) {
      const last = parts[parts.length - 1];
      if (last && !last.latin) last.text += tokens[i];
      else parts.push({ text: tokens[i]!, latin: false });
    }
    i += 1;
  }
  return parts;
}

/** For plain-text places (the breadcrumbs): each Latin run between left-to-right isolate marks. */
export function isolateLatinRuns(text: string, rtl: boolean): string {
  return latinRuns(text, rtl)
    .map((part) => (part.latin ? `\u2066${part.text}\u2069` : part.text))
    .join('');
}

/** A listing's title with its Latin runs isolated (`<bdi>`) on a right-to-left page, so its words keep their order. */
export function MixedText({ text }: { text: string }) {
  const { i18n } = useTranslation();
  return (
    <>
      {latinRuns(text, isRtl(i18n.language)).map((part, index) =>
        part.latin ? <bdi key={index}>{part.text}</bdi> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
