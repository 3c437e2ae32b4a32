import { lazy, Suspense, useState } from 'react';
import { Link } from '@souq/shared/mini-router';
import { formatDate, LoadingText, toast, useSession, useTranslation } from '@souq/shared';
import { AccountTypeNotice, LoadFailed } from './AccountTypeNotice';
import {
  answerInvitation,
  leaveCompany,
  loadAgentCompanies,
  type AgentCompany,
  type Invitation,
} from './associationsApi';
import { useLoaded } from '@souq/shared/area-kit';
import '../../i18n/associationsTexts';
import '@souq/shared/area-kit/account-forms.css';
import './associations.css';

const ConfirmDialog = lazy(
  () => import(/* webpackChunkName: "association-confirm" */ '../../components/ConfirmDialog'),
);

type Company = AgentCompany['company'];

function CompanyMark({ company }: { company: Company }) {
  return company.logo ? (
    <img className="association__image" src={company.logo} alt="" />
  ) : (
    <span className="association__image association__image--blank" aria-hidden="true">
      {company.name.charAt(0)}
    </span>
  );
}

/** /associated-corporates: the companies an Agent has joined (leave), and the invitations to accept or decline. */
export function AssociatedCorporatesPage() {
  const userType = useSession((state) => state.user?.user_type);
  if (userType !== 'Agent') return <AccountTypeNotice page="agent" />;
  return <AgentCompaniesView />;
}

function AgentCompaniesView() {
  const { t } = useTranslation('account');
  const { data, failed, reload } = useLoaded(loadAgentCompanies);
  const [gone, setGone] = useState<number[]>([]);
  const [joined, setJoined] = useState<AgentCompany[]>([]);
  const [leaving, setLeaving] = useState<AgentCompany | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  if (data === null) return failed ? <LoadFailed onRetry={reload} /> : <LoadingText />;
  const companies = [...joined, ...data.companies].filter((row) => !gone.includes(row.id) || joined.includes(row));
  const invitations = data.invitations.filter((row) => !gone.includes(row.id));

  const act = async (id: number, run: () => Promise<string>, after?: () => void) => {
    setBusy(id);
    try {
      toast.success(await run());
      setGone((ids) => [...ids, id]);
      after?.();
    } catch {
      // The interceptor has said why; the row stays.
    } finally {
      setBusy(null);
    }
  };
  const accept = (invitation: Invitation) =>
    act(
      invitation.id,
      () => answerInvitation(invitation.id, 'accept'),
      () =>
        setJoined((rows) => [
          { id: invitation.id, company: invitation.company, since: new Date().toISOString() },
          ...rows,
        ]),
    );
  const leave = (row: AgentCompany) =>
    act(
      row.id,
      () => leaveCompany(row.id),
      () => {
        setJoined((rows) => rows.filter((r) => r.id !== row.id));
        setLeaving(null);
      },
    );

  return (
    <section className="associations">
      <h2 className="associations__heading">{t('associations.companies.invitationsHeading')}</h2>
      {invitations.length === 0 ? (
        <p className="associations__empty">{t('associations.companies.noInvitations')}</p>
      ) : (
        <ul className="associations__list" aria-label={t('associations.companies.invitationsHeading')}>
          {invitations.map((row) => (
            <li key={row.id} className="association">
              <CompanyMark company={row.company} />
              <div className="association__body">
                <span>{t('associations.companies.invitedBy', { company: row.company.name })}</span>
                <span className="association__muted">
                  {t('associations.invitedOn', { date: formatDate(row.invited_at) })}
                </span>
              </div>
              <div className="association__actions">
                <button
                  type="button"
                  className="acc-button acc-button--primary"
                  disabled={busy === row.id}
                  onClick={() => void accept(row)}
                  aria-label={t('associations.companies.acceptLabel', { company: row.company.name })}
                >
                  {t('associations.companies.accept')}
                </button>
                <button
                  type="button"
                  className="acc-button"
                  disabled={busy === row.id}
                  onClick={() => void act(row.id, () => answerInvitation(row.id, 'decline'))}
                  aria-label={t('associations.companies.declineLabel', { company: row.company.name })}
                >
                  {t('associations.companies.decline')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <h2 className="associations__heading">{t('associations.companies.heading')}</h2>
      <p className="associations__intro">{t('associations.companies.intro')}</p>
      {companies.length === 0 ? (
        <p className="associations__empty">{t('associations.companies.none')}</p>
      ) : (
        <ul className="associations__list" aria-label={t('associations.companies.heading')}>
          {companies.map((row) => (
            <li key={row.id} className="association">
              <CompanyMark company={row.company} />
              <div className="association__body">
                <Link
                  to={`/agent-details/${row.company.owner_id}`}
                  className="association__name"
                  aria-label={t('associations.companies.companyLabel', { company: row.company.name })}
                >
                  {row.company.name}
                </Link>
                <span className="association__muted">{t('associations.since', { date: formatDate(row.since) })}</span>
              </div>
              <button
                type="button"
                className="acc-button acc-button--danger"
                onClick={() => setLeaving(row)}
                aria-label={t('associations.companies.leaveLabel', { company: row.company.name })}
              >
                {t('associations.companies.leave')}
              </button>
            </li>
          ))}
        </ul>
      )}

      {leaving && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('associations.companies.leaveTitle')}
            question={t('associations.companies.leaveQuestion', { company: leaving.company.name })}
            confirmText={t('associations.companies.leave')}
            cancelText={t('associations.cancel')}
            loading={busy === leaving.id}
            onCancel={() => setLeaving(null)}
            onConfirm={() => void leave(leaving)}
          />
        </Suspense>
      )}
    </section>
  );
}

export default AssociatedCorporatesPage;
