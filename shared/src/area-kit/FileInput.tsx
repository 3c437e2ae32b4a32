import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '@souq/shared';
import { AREA_NS } from './area-texts';

interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'children'
> {
  id: string;
  /** The file chosen so far, named beside the button; null for none. */
  chosen: File | null;
  onChoose: (file: File | null, input: HTMLInputElement) => void;
}

/**
 * A file field whose button and "no file" words are the page's: a browser's own file input writes them in the
 * browser's language ("Choose File", "No file chosen" on an Arabic page). The real input stays in the tab order,
 * visually hidden; the button one sees is a second label of it, hidden from screen readers so that the field keeps
 * its own label as its name, and the chosen file's name is part of its description.
 */
export function FileInput({
  id,
  chosen,
  onChoose,
  className,
  'aria-describedby': describedBy,
  ...input
}: FileInputProps) {
  const { t } = useTranslation(AREA_NS);
  const chosenId = `${id}-chosen`;
  return (
    <span className={['acc-file', className].filter(Boolean).join(' ')}>
      <input
        {...input}
        id={id}
        type="file"
        className="acc-visually-hidden acc-file__input"
        aria-describedby={[chosenId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null, event.target)}
      />
      <label htmlFor={id} className="acc-button acc-file__button" aria-hidden="true">
        {t('fileInput.choose')}
      </label>
      <span id={chosenId} className="acc-file__name" dir="auto">
        {chosen ? chosen.name : t('fileInput.none')}
      </span>
    </span>
  );
}
