import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '../../testing/render';
import { OtpStep } from './OtpStep';
import type { Lang } from '@souq/shared';

const SPEC_MESSAGE = 'OTP is required and must be 6 digits.';

interface Harness {
  submitted: string[];
  resends: number;
  resendWorks: boolean;
}

async function renderStep(lang: Lang = 'en') {
  const harness: Harness = { submitted: [], resends: 0, resendWorks: true };
  await renderIn(
    lang,
    <OtpStep
      intro="Enter the code"
      submitLabel="Verify OTP"
      onSubmit={async (code) => {
        harness.submitted.push(code);
      }}
      onResend={async () => {
        harness.resends += 1;
        return harness.resendWorks;
      }}
    />,
  );
  return harness;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('|');

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('OTP boxes (docs/product/validation.md)', () => {
  it('shows six one-digit boxes and starts in the first', async () => {
    await renderStep();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveFocus();
  });

  it('moves on to the next box after each digit', async () => {
    const user = userEvent.setup();
    await renderStep();
    await user.keyboard('4');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('07');
    expect(values()).toBe('4|0|7|||');
    expect(boxes()[3]).toHaveFocus();
  });

  it('ignores anything that is not a digit', async () => {
    const user = userEvent.setup();
    await renderStep();
    await user.keyboard('a-. ');
    expect(values()).toBe('|||||');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1x2');
    expect(values()).toBe('1|2||||');
  });

  it('takes Arabic-Indic digits as the same digits', async () => {
    const user = userEvent.setup();
    await renderStep('ar');
    await user.keyboard('١٢٣');
    expect(values()).toBe('1|2|3|||');
  });

  it('typing into a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    await renderStep();
    await user.keyboard('12');
    await user.click(boxes()[0]!);
    await user.keyboard('9');
    expect(values()).toBe('9|2||||');
    expect(boxes()[1]).toHaveFocus();
  });

  it('Backspace in an empty box goes back to the previous box; in a filled one it clears it', async () => {
    const user = userEvent.setup();
    await renderStep();
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(values()).toBe('1|2|3|||');
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2||||');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
  });

  it('Backspace in the first box stays there', async () => {
    const user = userEvent.setup();
    await renderStep();
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('a pasted six-digit code fills every box', async () => {
    const user = userEvent.setup();
    const harness = await renderStep();
    paste(boxes()[0]!, '482913');
    expect(values()).toBe('4|8|2|9|1|3');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(harness.submitted).toEqual(['482913']);
  });

  it('a pasted code with a trailing line break is still six digits', async () => {
    await renderStep();
    paste(boxes()[2]!, '482913\n');
    expect(values()).toBe('4|8|2|9|1|3');
  });

  it.each([['12 34 56'], ['12345'], ['1234567'], ['12a456'], ['']])(
    'refuses the paste %j with the documented message and fills nothing',
    async (text) => {
      await renderStep();
      paste(boxes()[0]!, text);
      expect(values()).toBe('|||||');
      expect(screen.getByRole('alert')).toHaveTextContent(SPEC_MESSAGE);
    },
  );

  it('Verify with five digits says the code must be six digits and sends nothing', async () => {
    const user = userEvent.setup();
    const harness = await renderStep();
    await user.keyboard('12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SPEC_MESSAGE);
    expect(harness.submitted).toEqual([]);
  });

  it('Verify with no digits says the same, and typing clears the message', async () => {
    const user = userEvent.setup();
    await renderStep();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SPEC_MESSAGE);
    await user.click(boxes()[0]!);
    await user.keyboard('1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Arabic on an Arabic page', async () => {
    const user = userEvent.setup();
    await renderStep('ar');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('رمز التحقق مطلوب ويجب أن يتكوّن من 6 أرقام.');
  });

  it('keeps the digits left to right on a right-to-left page', async () => {
    const user = userEvent.setup();
    await renderStep('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('group')).toHaveAttribute('dir', 'ltr');
    await user.keyboard('123456');
    // Document order is the visual order in a left-to-right row: the first digit is leftmost.
    expect(values()).toBe('1|2|3|4|5|6');
  });
});

describe('resend countdown (docs/product/states.md)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  const link = () => screen.getByRole('button', { name: /Resend code/ });

  it('starts at 30 seconds, ticks each second and becomes active at 0', async () => {
    await renderStep();
    expect(link()).toHaveTextContent('Resend code in 30s');
    expect(link()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(link()).toHaveTextContent('Resend code in 29s');
    act(() => jest.advanceTimersByTime(28_000));
    expect(link()).toHaveTextContent('Resend code in 1s');
    expect(link()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(link()).toHaveTextContent(/^Resend code$/);
    expect(link()).toBeEnabled();
    act(() => jest.advanceTimersByTime(5000));
    expect(link()).toHaveTextContent(/^Resend code$/);
  });

  it('a resend clears the boxes and starts again at 30', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const harness = await renderStep();
    await user.keyboard('123');
    act(() => jest.advanceTimersByTime(30_000));
    await user.click(link());
    expect(harness.resends).toBe(1);
    expect(values()).toBe('|||||');
    expect(link()).toHaveTextContent('Resend code in 30s');
    expect(link()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(link()).toHaveTextContent('Resend code in 29s');
  });

  it('a failed resend leaves the link active to try again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const harness = await renderStep();
    harness.resendWorks = false;
    act(() => jest.advanceTimersByTime(30_000));
    await user.click(link());
    expect(harness.resends).toBe(1);
    expect(link()).toHaveTextContent(/^Resend code$/);
    expect(link()).toBeEnabled();
  });

  it('counts in Arabic on an Arabic page', async () => {
    await renderStep('ar');
    const arabicLink = () => screen.getByRole('button', { name: /إعادة الإرسال|أعد إرسال الرمز/ });
    expect(arabicLink()).toHaveTextContent('إعادة الإرسال بعد 30 ثانية');
    expect(arabicLink()).toBeDisabled();
    act(() => jest.advanceTimersByTime(22_000));
    expect(arabicLink()).toHaveTextContent('إعادة الإرسال بعد 8 ثوانٍ');
    act(() => jest.advanceTimersByTime(6000));
    expect(arabicLink()).toHaveTextContent('إعادة الإرسال بعد ثانيتين');
    act(() => jest.advanceTimersByTime(1000));
    expect(arabicLink()).toHaveTextContent('إعادة الإرسال بعد ثانية واحدة');
    act(() => jest.advanceTimersByTime(1000));
    expect(arabicLink()).toHaveTextContent('أعد إرسال الرمز');
    expect(arabicLink()).toBeEnabled();
  });
});
