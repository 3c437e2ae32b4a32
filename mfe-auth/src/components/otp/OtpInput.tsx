import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH, useTranslation } from '@souq/shared';
import { parsePastedCode, toDigit } from './otp-digits';

export interface OtpInputProps {
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** A paste that is not exactly six digits: nothing is filled in, the caller explains why. */
  onRejectedPaste: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * docs/product/routes.md and validation.md: six one-digit boxes. A digit moves on to the next box, anything else is ignored,
 * Backspace in an empty box goes back one, and a paste fills all six only when it is exactly six digits.
 * The row stays left-to-right on Arabic pages, so a code reads in the order it was sent.
 */
export function OtpInput({
  value,
  onChange,
  onRejectedPaste,
  disabled,
  autoFocus,
  invalid,
  describedBy,
}: OtpInputProps) {
  const { t } = useTranslation('auth');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillAll = (digits: string[]) => {
    onChange(digits);
    focusBox(OTP_LENGTH - 1);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      onChange(value.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // A phone's one-time-code autofill drops the whole code into one box.
    const whole = raw.length > 1 ? parsePastedCode(raw) : null;
    if (whole) {
      fillAll(whole);
      return;
    }
    // Typing into a filled box: the new character is whatever is there besides the old digit.
    const chars = [...raw];
    const previous = value[index];
    if (previous && chars.length > 1) {
      const at = chars.indexOf(previous);
      if (at >= 0) chars.splice(at, 1);
    }
    const digit = toDigit(chars[chars.length - 1] ?? '');
    // Not a digit: the box keeps what it had (React puts the old value back).
    if (digit === null) return;
    onChange(value.map((d, i) => (i === index ? digit : d)));
    if (index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = parsePastedCode(event.clipboardData.getData('text'));
    if (digits) fillAll(digits);
    else onRejectedPaste();
  };

  return (
    <div className="mfe-otp" role="group" aria-label={t('otp.boxes')} dir="ltr">
      {value.map((digit, index) => (
        <input
          // The boxes never reorder.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="mfe-otp__box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { position: index + 1 })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={handleChange(index)}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
