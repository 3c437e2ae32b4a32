import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@souq/shared/mini-router';
import { formatNumber, isHttpError, LoadingText, toast, useSession, useTranslation } from '@souq/shared';
import { CardCell, RecordDate, usePagedRecords, usePageInAddress } from '@souq/shared/area-kit';
import { AdminPagedList } from '../../components/AdminPagedList';
import { AdminSearchForm } from '../../components/AdminSearchForm';
import { TableScroller } from '../../components/TableScroller';
import { ReasonForm } from '../../components/ReasonForm';
import { filterParams, useFiltersInAddress } from '../../hooks/useFiltersInAddress';
import { ListingRefRow } from '../../components/ListingRefRow';
import {
  fetchMember,
  fetchMembers,
  MEMBER_FILTERS,
  restoreMember,
  suspendMember,
  type AdminMember,
  type MemberView,
} from './membersApi';
import '../../components/admin-manage.css';
import '../../i18n/adminQueueTexts';
import '../../components/admin-listings.css';
import '../../components/admin-queue.css';
import './membersTexts';

const MEMBER_TYPES = ['Individual', 'Agent', 'Corporate', 'Admin'] as const;

const fullName = (member: Pick<AdminMember, 'name' | 'surname' | 'email'>) =>
  [member.name, member.surname].filter(Boolean).join(' ') || member.email;

function MemberState({ member }: { member: AdminMember }) {
  const { t } = useTranslation('admin');
  return member.suspended_at ? (
    <span className="admin-state--suspended">{t('adminMembers.suspendedState')}</span>
  ) : (
    <>{t('adminMembers.active')}</>
  );
}

function MemberSearch() {
  const { t } = useTranslation('admin');
  const { filters, query, apply } = useFiltersInAddress(MEMBER_FILTERS);
  const [page, setPage] = usePageInAddress();
  const load = useCallback((at: number, signal: AbortSignal) => fetchMembers(filterParams(query), at, signal), [query]);
  const list = usePagedRecords(load, page);
  const any = { value: '', label: t('adminList.any') };
  return (
    <>
      <p className="admin-intro">{t('adminMembers.intro')}</p>
      <AdminSearchForm
        key={query}
        label={t('adminMembers.searchLabel')}
        filters={filters}
        onSearch={apply}
        fields={[
          { name: 'q', label: t('adminMembers.q'), type: 'search' },
          {
            name: 'user_type',
            label: t('adminMembers.type'),
            options: [any, ...MEMBER_TYPES.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))],
          },
          {
            name: 'suspended',
            label: t('adminMembers.suspended'),
            options: [
              any,
              { value: 'true', label: t('adminMembers.suspendedOnly') },
              { value: 'false', label: t('adminMembers.notSuspended') },
            ],
          },
        ]}
      />
      <AdminPagedList list={list} page={page} onPage={setPage}>
        {(members) => (
          <TableScroller label={t('adminMembers.results')}>
            <table className="admin-table acc-card-table" role="table">
              <caption className="acc-visually-hidden">{t('adminMembers.results')}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    {t('adminMembers.name')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('adminMembers.email')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('adminMembers.phone')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('adminMembers.type')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('adminMembers.joined')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('adminMembers.listings')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('adminMembers.state')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {members.map((member) => (
                  <tr key={member.id} role="row" data-testid="admin-member">
                    <th role="rowheader" scope="row">
                      <Link to={`/admin/members/${member.id}`}>{fullName(member)}</Link>
                      {member.verified && (
                        <>
                          {' '}
                          <span className="admin-status admin-status--verified">{t('adminMembers.verified')}</span>
                        </>
                      )}
                    </th>
                    <CardCell label={t('adminMembers.email')}>
                      <bdi>{member.email}</bdi>
                    </CardCell>
                    <CardCell label={t('adminMembers.phone')}>
                      <bdi dir="ltr">{member.phone ?? t('adminList.none')}</bdi>
                    </CardCell>
                    <CardCell label={t('adminMembers.type')}>
                      {t(`userTypes.${member.user_type}`, { defaultValue: member.user_type })}
                    </CardCell>
                    <CardCell label={t('adminMembers.joined')}>
                      <RecordDate value={member.created_at} />
                    </CardCell>
                    <CardCell label={t('adminMembers.listings')}>{formatNumber(member.listings_count)}</CardCell>
                    <CardCell label={t('adminMembers.state')}>
                      <MemberState member={member} />
                    </CardCell>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </AdminPagedList>
    </>
  );
}

type Deciding = 'suspend' | 'restore' | null;

function BackToMembers() {
  const { t } = useTranslation('admin');
  return (
    <p>
      <Link to="/admin/members">{t('adminMembers.back')}</Link>
    </p>
  );
}

function MemberNotFound() {
  const { t } = useTranslation('admin');
  return (
    <>
      <BackToMembers />
      <p role="alert">{t('adminMembers.notFound')}</p>
    </>
  );
}

function MemberDetail({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const selfId = useSession((state) => state.user?.id);
  const [view, setView] = useState<MemberView | null>(null);
  const [failure, setFailure] = useState<'notFound' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailure(null);
    fetchMember(id, controller.signal)
      .then(setView)
      .catch((error: unknown) => {
        if (isHttpError(error) && error.kind === 'cancelled') return;
        setFailure(isHttpError(error) && error.status === 404 ? 'notFound' : 'failed');
      });
    return () => controller.abort();
  }, [id, attempt]);

  const reload = () => setAttempt((value) => value + 1);

  const decide = async (send: () => Promise<string>) => {
    setBusy(true);
    try {
      toast.success(await send());
      setDeciding(null);
      reload();
    } catch (error) {
      // The shared client has shown the API's message; decided meanwhile (409): show the member as they now are.
      if (isHttpError(error) && error.status === 409) {
        setDeciding(null);
        reload();
      }
    } finally {
      setBusy(false);
    }
  };

  if (failure === 'notFound') return <MemberNotFound />;
  if (view === null) {
    return failure ? (
      <p className="acc-retry" role="alert">
        {t('adminQueue.loadFailed')}{' '}
        <button type="button" className="acc-button" onClick={reload}>
          {t('adminQueue.retry')}
        </button>
      </p>
    ) : (
      <LoadingText />
    );
  }

  const { member, listings } = view;
  const name = fullName(member);
  const canSuspend = member.user_type !== 'Admin' && member.id !== selfId;
  const fact = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <>
      <BackToMembers />
      <article className="admin-card" aria-labelledby="admin-member-name" data-testid="admin-member-view">
        <h3 id="admin-member-name" className="admin-card__title">
          {name} <MemberState member={member} />
        </h3>
        <dl className="admin-facts">
          {fact(t('adminMembers.email'), <bdi>{member.email}</bdi>)}
          {fact(t('adminMembers.phone'), <bdi dir="ltr">{member.phone ?? t('adminList.none')}</bdi>)}
          {fact(t('adminMembers.type'), t(`userTypes.${member.user_type}`, { defaultValue: member.user_type }))}
          {member.company_name && fact(t('adminMembers.company'), member.company_name)}
          {fact(
            t('adminMembers.language'),
            member.language
              ? t(`adminMembers.languages.${member.language}`, { defaultValue: member.language })
              : t('adminList.none'),
          )}
          {fact(t('adminMembers.joined'), <RecordDate value={member.created_at} />)}
          {fact(t('adminMembers.verifiedLabel'), member.verified ? t('adminMembers.yes') : t('adminMembers.no'))}
          {fact(t('adminMembers.listings'), formatNumber(member.listings_count))}
          {fact(t('adminMembers.reportsAgainst'), formatNumber(view.reports_against))}
          {fact(t('adminMembers.payments'), formatNumber(view.payments_count))}
          {member.suspended_at && fact(t('adminMembers.suspendedSince'), <RecordDate value={member.suspended_at} />)}
          {member.suspended_at &&
            fact(t('adminMembers.suspendedReason'), member.suspended_reason || t('adminList.none'))}
        </dl>
        {deciding === null && (
          <p className="admin-actions">
            {member.suspended_at ? (
              <button
                type="button"
                className="acc-button acc-button--primary"
                onClick={() => setDeciding('restore')}
                aria-label={t('adminMembers.restoreLabel', { name })}
              >
                {t('adminMembers.restore')}
              </button>
            ) : (
              canSuspend && (
                <button
                  type="button"
                  className="acc-button acc-button--danger"
                  onClick={() => setDeciding('suspend')}
                  aria-label={t('adminMembers.suspendLabel', { name })}
                >
                  {t('adminMembers.suspend')}
                </button>
              )
            )}
          </p>
        )}
        {deciding === 'suspend' && (
          <ReasonForm
            label={t('adminMembers.suspendReason')}
            submitLabel={t('adminMembers.suspendSubmit')}
            hint={t('adminMembers.suspendHint')}
            requiredMessage={t('adminMembers.suspendRequired')}
            danger
            busy={busy}
            onCancel={() => setDeciding(null)}
            onSubmit={(reason) => void decide(() => suspendMember(member.id, reason))}
          />
        )}
        {deciding === 'restore' && (
          <ReasonForm
            label={t('adminMembers.restoreReason')}
            submitLabel={t('adminMembers.restoreSubmit')}
            hint={t('adminMembers.restoreHint')}
            required={false}
            busy={busy}
            onCancel={() => setDeciding(null)}
            onSubmit={(reason) => void decide(() => restoreMember(member.id, reason))}
          />
        )}
      </article>
      <section aria-labelledby="admin-member-listings">
        <h3 id="admin-member-listings" className="admin-card__title">
          {t('adminMembers.theirListings')}
        </h3>
        {listings.length === 0 ? (
          <p>{t('adminMembers.noListings')}</p>
        ) : (
          <>
            {member.listings_count > listings.length && (
              <p className="admin-intro">
                {t('adminMembers.moreListings', { shown: listings.length, total: member.listings_count })}{' '}
                <Link to={`/admin/listings?owner_id=${member.id}`}>{t('adminMembers.allTheirListings')}</Link>
              </p>
            )}
            <div className="al-list">
              {listings.map((listing) => (
                <ListingRefRow key={`${listing.kind}-${listing.id}`} listing={listing} showOwner={false} />
              ))}
            </div>
          </>
        )}
      </section>
    </>
  );
}

/** /admin/members: the search; /admin/members/<id>: one member, suspended or restored with a reason. */
export default function MembersPage() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  // Anything below /admin/members names one member: by number, or by nothing this page knows.
  const below = /^\/admin\/members\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;
  const id = below !== null && /^\d{1,10}$/.test(below) ? Number(below) : null;
  let body;
  if (below === null) body = <MemberSearch />;
  else if (id === null || id < 1) body = <MemberNotFound />;
  else body = <MemberDetail key={id} id={id} />;
  return (
    <section className="acc-page" aria-labelledby="admin-members-title">
      <h2 id="admin-members-title" className="acc-visually-hidden">
        {t('adminArea.nav.members')}
      </h2>
      {body}
    </section>
  );
}
