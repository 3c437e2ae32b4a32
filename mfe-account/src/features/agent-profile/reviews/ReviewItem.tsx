import { useState } from 'react';
import { relativeAge, toast, useTranslation } from '@souq/shared';
import { type ProfileType, RATING_CATEGORIES, type Review } from '../../../lib/agentApiTypes';
import { RatingStars, ratingText } from '../RatingStars';
import { deleteReply, reportReview, withdrawReviewReport } from './api/reviewRequests';
import { ReplyForm } from './ReplyForm';
import { ReportToggle } from './ReportToggle';
import { monthAndYear } from './reviewDates';
import './reviewsTexts';

interface ReviewItemProps {
  review: Review;
  /** Whose profile the review is on: its reply is the agent's or the company's. */
  agentType: ProfileType;
  /** The viewer is the reviewed agent: they may reply. */
  isAgent: boolean;
  /** Something about the review changed (reply, report): the list is asked again. */
  onChanged: () => void;
}

/** One review: who, when, the four ratings, the text (as text, never markup), the contact it rests on, the agent's reply. */
export function ReviewItem({ review, agentType, isAgent, onChanged }: ReviewItemProps) {
  const { t, i18n } = useTranslation('account');
  const { t: common } = useTranslation('common');
  const language = i18n.language;
  const [replying, setReplying] = useState(false);
  const [removingReply, setRemovingReply] = useState(false);
  const edited = review.updated_at !== review.created_at;

  const removeReply = async () => {
    setRemovingReply(true);
    try {
      toast.success(await deleteReply(review.id));
      onChanged();
    } catch {
      // Shown by the interceptor.
    } finally {
      setRemovingReply(false);
    }
  };

  return (
    <article
      className="agp-review"
      data-testid="review"
      data-id={review.id}
      data-mine={review.is_mine || undefined}
      aria-label={t('reviews.by', { name: review.reviewer.name })}
    >
      <header className="agp-review__header">
        {review.reviewer.image ? (
          <img className="agp-review__photo" src={review.reviewer.image} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="agp-review__photo agp-review__initial" aria-hidden="true">
            {review.reviewer.name.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="agp-review__name" dir="auto">
            {review.reviewer.name}
          </p>
          <p className="agp-review__age">
            <time dateTime={review.created_at}>
              {t('reviews.ago', { age: relativeAge(review.created_at, undefined, language) })}
            </time>
            {edited && <span> · {t('reviews.edited')}</span>}
          </p>
        </div>
        <div className="agp-review__average">
          <RatingStars value={review.average} />
          <span>{ratingText(review.average)}</span>
        </div>
      </header>
      {review.hidden && <p className="agp-notice">{t('reviews.hiddenNotice')}</p>}
      <dl className="agp-review__ratings">
        {RATING_CATEGORIES.map((category) => (
          <div key={category} data-category={category}>
            <dt>{t(`agentProfile.rating.categories.${category}`)}</dt>
            <dd>{review.ratings[category]}/5</dd>
          </div>
        ))}
      </dl>
      {review.text && (
        <p className="agp-review__text" dir="auto">
          {review.text}
        </p>
      )}
      {review.contact && (
        <p className="agp-review__contact">
          {t('reviews.contactedVia', {
            channel: t(`reviews.channels.${review.contact.channel}`),
            date: monthAndYear(review.contact.at, language),
          })}
        </p>
      )}
      {review.reply && !replying && (
        // A group, not a landmark: every answered review has one, and landmarks are for telling a page's parts apart.
        <div className="agp-review__reply" role="group" aria-label={t('reviews.reply.title', { context: agentType })}>
          <p className="agp-review__reply-title">
            {t('reviews.reply.title', { context: agentType })} ·{' '}
            <time dateTime={review.reply.at}>
              {t('reviews.ago', { age: relativeAge(review.reply.at, undefined, language) })}
            </time>
          </p>
          <p className="agp-review__text" dir="auto">
            {review.reply.text}
          </p>
        </div>
      )}
      {replying && (
        <ReplyForm
          reviewId={review.id}
          initial={review.reply?.text ?? ''}
          onCancel={() => setReplying(false)}
          onSaved={() => {
            setReplying(false);
            onChanged();
          }}
        />
      )}
      <div className="agp-actions">
        {isAgent && !replying && (
          <button type="button" className="agp-button" onClick={() => setReplying(true)}>
            {review.reply ? t('reviews.reply.edit') : t('reviews.reply.add')}
          </button>
        )}
        {isAgent && review.reply && !replying && (
          <button type="button" className="agp-button" disabled={removingReply} onClick={() => void removeReply()}>
            {t('reviews.reply.remove')}
          </button>
        )}
        {!review.is_mine && (
          <ReportToggle
            reported={review.reported_by_me}
            labels={{
              report: t('reviews.report.report'),
              withdraw: t('reviews.report.withdraw'),
              reportQuestion: common('report.reportConfirm'),
              withdrawQuestion: common('report.unreportConfirm'),
            }}
            report={(reason, text) => reportReview(review.id, reason, text)}
            withdraw={() => withdrawReviewReport(review.id)}
            onChange={onChanged}
          />
        )}
      </div>
    </article>
  );
}
