import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { RecordDate } from '@souq/shared/area-kit';
import { AdminQueue, type QueueControls } from '../../components/AdminQueue';
import { DecisionActions, type Decision } from '../../components/DecisionActions';
import { ReportsList } from '../../components/ReportsList';
import {
  decideAgentReports,
  decideReviewReports,
  fetchReportedAgents,
  fetchReportedReviews,
  type ReportedAgent,
  type ReportedReview,
} from './reviewReportsApi';
import './reviewReportsTexts';
import './review-reports.css';

const agentPath = (id: number) => `/agent-details/${id}`;
// A reported review is looked at among the agent's reviews.
const agentReviewsPath = (id: number) => `/agent-details/${id}?view=reviews`;

function ReportedReviewCard({ item, controls }: { item: ReportedReview; controls: QueueControls }) {
  const { t } = useTranslation('admin');
  const { review } = item;
  const names = { agent: review.agent.name, reviewer: review.reviewer.name };
  const headingId = `review-report-${review.id}`;
  const status =
    review.hidden_at === null
      ? t('adminReviewReports.shown')
      : review.hidden_reason === 'moderator'
        ? t('adminReviewReports.hiddenByModerator')
        : t('adminReviewReports.hiddenByReports');
  const decisions: Decision[] = [
    {
      key: 'hide',
      label: t('adminReviewReports.hide'),
      accessibleLabel: t('adminReviewReports.hideLabel', names),
      tone: 'danger',
      reason: {
        label: t('adminReviewReports.hideReason'),
        submitLabel: t('adminReviewReports.hideSubmit'),
        hint: t('adminReviewReports.hideHint'),
        requiredMessage: t('adminReviewReports.hideRequired'),
      },
      send: (reason) => decideReviewReports(review.id, 'hide', reason),
    },
    {
      key: 'dismiss',
      label: t('adminReviewReports.dismiss'),
      accessibleLabel: t('adminReviewReports.dismissReviewLabel', names),
      reason: {
        label: t('adminReviewReports.dismissReason'),
        submitLabel: t('adminReviewReports.dismissSubmit'),
        required: false,
      },
      send: (reason) => decideReviewReports(review.id, 'dismiss', reason),
    },
  ];
  return (
    <article className="admin-card" data-testid="review-report" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-card__title">
        {t('adminReviewReports.reviewTitle', names)}
      </h3>
      <p className="admin-card__meta">
        <Link to={agentReviewsPath(review.agent.id)}>{review.agent.name}</Link>
        <span>{t('adminReviewReports.rating', { value: review.overall_experience })}</span>
        <span>
          {t('adminReviewReports.written')}: <RecordDate value={review.created_at} />
        </span>
        <span className={review.hidden_at === null ? 'admin-status' : 'admin-status admin-status--hidden'}>
          {status}
        </span>
      </p>
      {review.text ? (
        <blockquote className="admin-review__text">{review.text}</blockquote>
      ) : (
        <p className="admin-card__meta">{t('adminReviewReports.noText')}</p>
      )}
      <ReportsList
        reports={item.reports}
        count={item.reports_count}
        subject={t('adminReviewReports.reviewSubject', names)}
      />
      <DecisionActions decisions={decisions} controls={controls} />
    </article>
  );
}

function ReportedAgentCard({ item, controls }: { item: ReportedAgent; controls: QueueControls }) {
  const { t } = useTranslation('admin');
  const { agent } = item;
  const headingId = `agent-report-${agent.id}`;
  const decisions: Decision[] = [
    // A suspended member has nothing more to suspend; their reports can still be dismissed.
    ...(agent.suspended_at === null
      ? [
          {
            key: 'suspend',
            label: t('adminReviewReports.suspend'),
            accessibleLabel: t('adminReviewReports.suspendLabel', { name: agent.name }),
            tone: 'danger',
            reason: {
              label: t('adminReviewReports.suspendReason'),
              submitLabel: t('adminReviewReports.suspendSubmit'),
              hint: t('adminReviewReports.suspendHint'),
              requiredMessage: t('adminReviewReports.suspendRequired'),
            },
            send: (reason) => decideAgentReports(agent.id, 'suspend', reason),
          } satisfies Decision,
        ]
      : []),
    {
      key: 'dismiss',
      label: t('adminReviewReports.dismiss'),
      accessibleLabel: t('adminReviewReports.dismissAgentLabel', { name: agent.name }),
      reason: {
        label: t('adminReviewReports.dismissReason'),
        submitLabel: t('adminReviewReports.dismissSubmit'),
        required: false,
      },
      send: (reason) => decideAgentReports(agent.id, 'dismiss', reason),
    },
  ];
  return (
    <article className="admin-card" data-testid="agent-report" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-card__title">
        <Link to={agentPath(agent.id)}>{agent.name}</Link>
      </h3>
      <p className="admin-card__meta">
        <span>{t(`userTypes.${agent.user_type}`, { defaultValue: agent.user_type })}</span>
        <bdi>{agent.email}</bdi>
        {agent.suspended_at !== null && (
          <span className="admin-status admin-status--hidden">
            {t('adminReviewReports.suspended')}: <RecordDate value={agent.suspended_at} />
          </span>
        )}
      </p>
      <ReportsList reports={item.reports} count={item.reports_count} subject={agent.name} />
      <DecisionActions decisions={decisions} controls={controls} />
    </article>
  );
}

const reviewKey = (item: ReportedReview) => item.review.id;
const agentKey = (item: ReportedAgent) => item.agent.id;

/** /admin/review-reports: reported reviews (hide / dismiss) and reported agents and companies (suspend / dismiss). */
export function ReviewReportsPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="acc-page">
      <p className="admin-intro">{t('adminReviewReports.intro')}</p>
      <section className="admin-section" aria-labelledby="admin-reported-reviews">
        <h2 id="admin-reported-reviews" className="admin-section__title">
          {t('adminReviewReports.reviews')}
        </h2>
        <AdminQueue load={fetchReportedReviews} keyOf={reviewKey} loadFailed={t('adminReviewReports.reviewsFailed')}>
          {(item, controls) => <ReportedReviewCard item={item} controls={controls} />}
        </AdminQueue>
      </section>
      <section className="admin-section" aria-labelledby="admin-reported-agents">
        <h2 id="admin-reported-agents" className="admin-section__title">
          {t('adminReviewReports.agents')}
        </h2>
        <AdminQueue
          load={fetchReportedAgents}
          keyOf={agentKey}
          pageKey="agents_page"
          loadFailed={t('adminReviewReports.agentsFailed')}
        >
          {(item, controls) => <ReportedAgentCard item={item} controls={controls} />}
        </AdminQueue>
      </section>
    </div>
  );
}

export default ReviewReportsPage;
