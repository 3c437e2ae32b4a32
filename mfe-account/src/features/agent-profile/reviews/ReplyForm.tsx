import { useId, useState } from 'react';
import { toast, useTranslation } from '@souq/shared';
import { fieldErrors } from '@souq/shared/area-kit';
import { saveReply } from './api/reviewRequests';

export const REPLY_MAX = 2000;

/** The agent's public reply to a review (one per review; sending again edits it). */
export function ReplyForm({
  reviewId,
  initial,
  onSaved,
  onCancel,
}: {
  reviewId: number;
  initial: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const trimmed = text.trim();
    if (!trimmed) return setProblem(t('reviews.reply.required'));
    if (trimmed.length > REPLY_MAX) return setProblem(t('reviews.form.tooLong', { max: REPLY_MAX }));
    setSending(true);
    try {
      toast.success(await saveReply(reviewId, trimmed));
      onSaved();
    } catch (error) {
      // What was typed stays; a 400's message goes under the box (the interceptor toasted it too).
      setProblem(fieldErrors(error).text?.[0] ?? null);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="agp-reply-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-reply`}>{t('reviews.reply.label')}</label>
      <textarea
        id={`${id}-reply`}
        className="agp-input"
        rows={3}
        value={text}
        maxLength={REPLY_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <p id={`${id}-problem`} className="agp-error" role="alert">
          {problem}
        </p>
      )}
      <div className="agp-actions">
        <button type="submit" className="agp-button agp-button--primary" disabled={sending} aria-busy={sending}>
          {t('reviews.reply.save')}
        </button>
        <button type="button" className="agp-button" onClick={onCancel}>
          {t('reviews.reply.cancel')}
        </button>
      </div>
    </form>
  );
}
