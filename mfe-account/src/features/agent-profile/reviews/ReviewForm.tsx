import { cloneElement, isValidElement, useId, useState, type ReactElement } from 'react';
import { Rate } from 'antd';
import { DeleteConfirmDialog } from '@souq/shared/antd';
import { toast, useTranslation } from '@souq/shared';
import {
  RATING_CATEGORIES,
  type RatingCategory,
  type Ratings,
  type ProfileType,
  type Review,
  type ReviewPermission,
} from '../../../lib/agentApiTypes';
import { fieldErrors } from '@souq/shared/area-kit';
import { deleteReview, saveReview } from './api/reviewRequests';
import { monthAndYear } from './reviewDates';
import './reviewsTexts';

export const REVIEW_TEXT_MAX = 2000;

type Draft = Record<RatingCategory, number> & { text: string };

const emptyDraft = (): Draft => ({
  overall_experience: 0,
  transparency: 0,
  professionalism: 0,
  responsiveness: 0,
  text: '',
});
const draftOf = (review: Review): Draft => ({ ...review.ratings, text: review.text ?? '' });

/** antd's stars are radios without names: each gets "3 stars" as its name. */
function StarInput({
  labelId,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  labelId: string;
  value: number;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <Rate
        value={value}
        onChange={onChange}
        allowClear={false}
        characterRender={(node: ReactElement, { index = 0 }: { index?: number }) => {
          const star = node as ReactElement<{ children?: ReactElement }>;
          const radio = star.props.children;
          return isValidElement(radio)
            ? cloneElement(
                star,
                {},
                cloneElement(radio as ReactElement<Record<string, unknown>>, {
                  'aria-label': t('reviews.form.stars', { count: index + 1 }),
                }),
              )
            : node;
        }}
      />
    </div>
  );
}

function ReviewEditor({
  agentId,
  review,
  onSaved,
  onCancel,
}: {
  agentId: number;
  review: Review | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => (review ? draftOf(review) : emptyDraft()));
  const [problems, setProblems] = useState<Partial<Record<RatingCategory | 'text', string>>>({});
  const [sending, setSending] = useState(false);
  const label = (category: RatingCategory) => t(`agentProfile.rating.categories.${category}`);

  const check = (): typeof problems => {
    const found: typeof problems = {};
    for (const category of RATING_CATEGORIES) {
      const value = draft[category];
      if (!Number.isInteger(value) || value < 1 || value > 5)
        found[category] = t('reviews.form.required', { category: label(category) });
    }
    if (draft.text.trim().length > REVIEW_TEXT_MAX) found.text = t('reviews.form.tooLong', { max: REVIEW_TEXT_MAX });
    return found;
  };

  const submit = async () => {
    if (sending) return;
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const ratings = Object.fromEntries(RATING_CATEGORIES.map((category) => [category, draft[category]])) as Ratings;
      const { message } = await saveReview(agentId, ratings, draft.text);
      toast.success(message);
      onSaved();
    } catch (error) {
      // The interceptor toasted the first message; each field's goes under its input, and the draft stays as typed.
      const errors = fieldErrors(error);
      const shown: typeof problems = {};
      for (const key of [...RATING_CATEGORIES, 'text'] as const) if (errors[key]) shown[key] = errors[key].join(' ');
      setProblems(shown);
    } finally {
      setSending(false);
    }
  };

  const length = draft.text.length;
  return (
    <form
      className="agp-review-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {RATING_CATEGORIES.map((category) => (
        <div key={category} className="agp-review-form__rating" data-category={category}>
          <span id={`${id}-${category}`} className="agp-review-form__label">
            {label(category)}
          </span>
          <StarInput
            labelId={`${id}-${category}`}
            value={draft[category]}
            invalid={Boolean(problems[category])}
            describedBy={problems[category] ? `${id}-${category}-problem` : undefined}
            onChange={(value) => {
              setDraft((current) => ({ ...current, [category]: value }));
              setProblems((current) => ({ ...current, [category]: undefined }));
            }}
          />
          {problems[category] && (
            <p id={`${id}-${category}-problem`} className="agp-error" role="alert">
              {problems[category]}
            </p>
          )}
        </div>
      ))}
      <label htmlFor={`${id}-text`} className="agp-review-form__label">
        {t('reviews.form.text')}
      </label>
      <textarea
        id={`${id}-text`}
        className="agp-input"
        rows={4}
        value={draft.text}
        aria-invalid={problems.text ? true : undefined}
        aria-describedby={`${id}-counter${problems.text ? ` ${id}-text-problem` : ''}`}
        onChange={(event) => {
          const text = event.target.value;
          setDraft((current) => ({ ...current, text }));
          setProblems((current) => ({
            ...current,
            text:
              text.trim().length > REVIEW_TEXT_MAX ? t('reviews.form.tooLong', { max: REVIEW_TEXT_MAX }) : undefined,
          }));
        }}
      />
      <p id={`${id}-counter`} className="agp-counter" data-over={length > REVIEW_TEXT_MAX || undefined} dir="ltr">
        {t('reviews.form.counter', { count: length, max: REVIEW_TEXT_MAX })}
      </p>
      {problems.text && (
        <p id={`${id}-text-problem`} className="agp-error" role="alert">
          {problems.text}
        </p>
      )}
      <div className="agp-actions">
        <button type="submit" className="agp-button agp-button--primary" disabled={sending} aria-busy={sending}>
          {review ? t('reviews.form.submitEdit') : t('reviews.form.submitNew')}
        </button>
        {onCancel && (
          <button type="button" className="agp-button" onClick={onCancel}>
            {t('reviews.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

interface ReviewFormProps {
  agentId: number;
  agentType: ProfileType;
  isSelf: boolean;
  permission: ReviewPermission;
  myReview: Review | null;
  /** The review was saved or deleted: the profile (summary, permission) and the list are asked again. */
  onChanged: () => void;
}

/** Writing, editing or deleting one's review of the agent; or why one cannot review yet. Nothing on one's own profile. */
export function ReviewForm({ agentId, agentType, isSelf, permission, myReview, onChanged }: ReviewFormProps) {
  const { t, i18n } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (isSelf || permission.reason === 'self') return null;

  const remove = async () => {
    if (!myReview) return;
    setDeleting(true);
    try {
      toast.success(await deleteReview(myReview.id));
      setConfirmDelete(false);
      onChanged();
    } catch {
      // Shown by the interceptor; the dialog stays for another try.
    } finally {
      setDeleting(false);
    }
  };

  let body: ReactElement;
  if (myReview && !editing) {
    body = (
      <div className="agp-actions">
        <button type="button" className="agp-button" onClick={() => setEditing(true)}>
          {t('reviews.form.edit')}
        </button>
        <button type="button" className="agp-button agp-button--danger" onClick={() => setConfirmDelete(true)}>
          {t('reviews.form.delete')}
        </button>
      </div>
    );
  } else if (!myReview && !permission.allowed) {
    body = <p className="agp-notice">{t('reviews.form.noContact', { context: agentType })}</p>;
  } else {
    body = (
      <>
        {!myReview && permission.contact && (
          <p className="agp-hint">
            {t('reviews.form.basedOn', {
              channel: t(`reviews.channels.${permission.contact.channel}`),
              date: monthAndYear(permission.contact.at, i18n.language),
            })}
          </p>
        )}
        <ReviewEditor
          key={myReview?.id ?? 'new'}
          agentId={agentId}
          review={myReview}
          onCancel={myReview ? () => setEditing(false) : undefined}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      </>
    );
  }

  return (
    <section className="agp-card agp-review-box" aria-labelledby="agp-review-box-title">
      <h3 id="agp-review-box-title">{myReview ? t('reviews.form.titleEdit') : t('reviews.form.titleNew')}</h3>
      {body}
      <DeleteConfirmDialog
        open={confirmDelete}
        itemName={t('reviews.form.deleteItem')}
        loading={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
