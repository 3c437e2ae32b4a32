import { lazy, Suspense, useState } from 'react';
import { Link } from '@souq/shared/mini-router';
import { formatDate, formatNumber, LoadingText, toast, useSession, useTranslation } from '@souq/shared';
import { AccountTypeNotice, LoadFailed } from './AccountTypeNotice';
import { endAssociation, loadCompanyAgents, type CompanyAgent, type PendingInvitation } from './associationsApi';
import { InviteForm } from './InviteForm';
import { useLoaded } from '@souq/shared/area-kit';
import '../../i18n/associationsTexts';
import '@souq/shared/area-kit/account-forms.css';
import './associations.css';

// antd arrives only with the confirmation.
const ConfirmDialog = lazy(
  () => import(/* webpackChunkName: "association-confirm" */ '../../components/ConfirmDialog'),
);

const fullName = (person: { name: string; surname: string | null }) =>
  [person.name, person.surname].filter(Boolean).join(' ');

/** /associated-agent: a Corporate's agents, its pending invitations and the invitation form. */
export function AssociatedAgentsPage() {
  const userType = useSession((state) => state.user?.user_type);
  if (userType !== 'Corporate') return <AccountTypeNotice page="corporate" />;
  return <CompanyAgentsView />;
}

function CompanyAgentsView() {
  const { t } = useTranslation('account');
  const { data, failed, reload } = useLoaded(loadCompanyAgents);
  const [changes, setChanges] = useState<{ added: PendingInvitation[]; gone: number[] }>({ added: [], gone: [] });
  const [removing, setRemoving] = useState<CompanyAgent | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  if (data === null) return failed ? <LoadFailed onRetry={reload} /> : <LoadingText />;
  const agents = data.agents.filter((row) => !changes.gone.includes(row.id));
  const pending = [...changes.added, ...data.pending].filter((row) => !changes.gone.includes(row.id));

  const end = async (id: number) => {
    setBusy(id);
    try {
      toast.success(await endAssociation(id));
      setChanges((c) => ({ ...c, gone: [...c.gone, id] }));
      setRemoving(null);
    } catch {
      // The interceptor has said why; the row (and an open dialog) stay.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="associations">
      <h2 className="associations__heading">{t('associations.agents.heading')}</h2>
      <p className="associations__intro">{t('associations.agents.intro')}</p>
      {agents.length === 0 ? (
        <p className="associations__empty">{t('associations.agents.none')}</p>
      ) : (
        <ul className="associations__list" aria-label={t('associations.agents.heading')}>
          {agents.map((row) => {
            const name = fullName(row.agent);
            return (
              <li key={row.id} className="association">
                {row.agent.image ? (
                  <img className="association__image" src={row.agent.image} alt="" />
                ) : (
                  <span className="association__image association__image--blank" aria-hidden="true">
                    {name.charAt(0)}
                  </span>
                )}
                <div className="association__body">
                  <Link
                    to={`/agent-details/${row.agent.id}`}
                    className="association__name"
                    aria-label={t('associations.agents.profileLabel', { name })}
                  >
                    {name}
                  </Link>
                  <span className="association__muted acc-ltr">{row.agent.email}</span>
                  <span>
                    {t('associations.agents.listings', {
                      property: formatNumber(row.listing_counts.property),
                      auto: formatNumber(row.listing_counts.auto),
                    })}
                  </span>
                  <span>
                    {row.rating.count > 0
                      ? t('associations.agents.rating', {
                          average: row.rating.average.toFixed(1),
                          count: formatNumber(row.rating.count),
                        })
                      : t('associations.agents.noRating')}
                  </span>
                  <span className="association__muted">{t('associations.since', { date: formatDate(row.since) })}</span>
                </div>
                <button
                  type="button"
                  className="acc-button acc-button--danger"
                  onClick={() => setRemoving(row)}
                  aria-label={t('associations.agents.removeLabel', { name })}
                >
                  {t('associations.agents.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {pending.length > 0 && (
        <>
          <h3 className="associations__subheading">{t('associations.agents.pendingHeading')}</h3>
          <ul className="associations__list" aria-label={t('associations.agents.pendingHeading')}>
            {pending.map((row) => (
              <li key={row.id} className="association">
                <div className="association__body">
                  <span className="association__name acc-ltr">{row.email}</span>
                  <span className="association__muted">
                    {t('associations.invitedOn', { date: formatDate(row.invited_at) })}
                  </span>
                </div>
                <button
                  type="button"
                  className="acc-button"
                  disabled={busy === row.id}
                  onClick={() => void end(row.id)}
                  aria-label={t('associations.agents.cancelInvitationLabel', { email: row.email })}
                >
                  {t('associations.agents.cancelInvitation')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      {data.company ? (
        <InviteForm onInvited={(invitation) => setChanges((c) => ({ ...c, added: [invitation, ...c.added] }))} />
      ) : (
        <p role="status" className="associations__notice">
          {t('associations.agents.noCompany')} <Link to="/my-account">{t('associations.agents.companyDetails')}</Link>
        </p>
      )}

      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('associations.agents.removeTitle')}
            question={t('associations.agents.removeQuestion', { name: fullName(removing.agent) })}
            confirmText={t('associations.agents.remove')}
            cancelText={t('associations.cancel')}
            loading={busy === removing.id}
            onCancel={() => setRemoving(null)}
            onConfirm={() => void end(removing.id)}
          />
        </Suspense>
      )}
    </section>
  );
}

export default AssociatedAgentsPage;
