import { useId } from 'react';

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  /** The message to show under the choices (the server's, or a missing choice), or null. */
  error: string | null;
  disabled?: boolean;
  /** How the choices are laid out: in a row that wraps (the area's default) or as the page's own list. */
  listClassName?: string;
}

/** Radio buttons under a legend, with their message under them (announced, and the group's description). */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  disabled,
  listClassName = 'acc-checks__list',
}: ChoiceGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset
      className={['acc-checks', error ? 'acc-field--error' : ''].filter(Boolean).join(' ')}
      data-field={name}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      <div className={listClassName}>
        {choices.map((choice) => (
          <label key={choice.value} className="acc-check">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="acc-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
