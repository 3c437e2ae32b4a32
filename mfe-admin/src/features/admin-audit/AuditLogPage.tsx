import { useCallback } from 'react';
import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { RecordDate, usePagedRecords, usePageInAddress } from '@souq/shared/area-kit';
import { AdminPagedList } from '../../components/AdminPagedList';
import { AdminSearchForm } from '../../components/AdminSearchForm';
import { filterParams, useFiltersInAddress } from '../../hooks/useFiltersInAddress';
import { AUDIT_FILTERS, fetchAuditLog, type AuditEntry } from './auditApi';
import { changedFields, valueText } from './auditDiff';
import { KNOWN_ACTIONS } from './auditTexts';
import '../../components/admin-manage.css';
import './admin-audit.css';

const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });

/** The admin-area page of a subject, where there is one: a listing (by kind and number) or a member. */
function subjectPath(kind: string, id: string): string | null {
  if (!/^\d+$/.test(id)) {
    // A listing recorded as 'property-12' or 'auto:7'.
    const listing = /^(property|auto)[-:](\d+)$/.exec(id);
    return kind === 'listing' && listing ? `/admin/listings?kind=${listing[1]}&id=${listing[2]}` : null;
  }
  if (kind === 'property' || kind === 'auto') return `/admin/listings?kind=${kind}&id=${id}`;
  if (kind === 'member' || kind === 'user' || kind === 'agent') return `/admin/members/${id}`;
  return null;
}

/** An action in words in the page's language; one the page does not know is shown as recorded. */
function useActionWords() {
  const { t } = useTranslation('admin');
  return (action: string) => t(`adminAudit.actions.${action.replace(/\./g, '_')}`, { defaultValue: action });
}

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin');
  const text = valueText(value);
  return text === null ? (
    <span className="aa-none">{t('adminAudit.empty')}</span>
  ) : (
    <bdi className="aa-value">{text}</bdi>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const actionWords = useActionWords();
  const id = String(entry.subject_id);
  const kind = t(`adminAudit.kinds.${entry.subject_kind}`, { defaultValue: entry.subject_kind });
  const subject = t('adminAudit.subjectText', { kind, id });
  const path = subjectPath(entry.subject_kind, id);
  const changes = changedFields(entry.before, entry.after);
  const when = new Date(entry.created_at);
  return (
    <article className="aa-entry" data-testid="audit-entry" aria-labelledby={`audit-${entry.id}`}>
      <h3 id={`audit-${entry.id}`} className="aa-entry__what" title={entry.action}>
        {actionWords(entry.action)}
      </h3>
      <dl className="admin-facts">
        <div>
          <dt>{t('adminAudit.when')}</dt>
          <dd>
            <RecordDate value={entry.created_at} />
            {!Number.isNaN(when.getTime()) && (
              <span dir="ltr" className="aa-time">
                {' '}
                {TIME.format(when)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('adminAudit.who')}</dt>
          <dd>
            <Link to={`/admin/members/${entry.admin.id}`}>{entry.admin.name || `#${entry.admin.id}`}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('adminAudit.subject')}</dt>
          <dd>{path ? <Link to={path}>{subject}</Link> : subject}</dd>
        </div>
        {entry.reason && (
          <div>
            <dt>{t('adminAudit.reason')}</dt>
            <dd>{entry.reason}</dd>
          </div>
        )}
      </dl>
      {(entry.before || entry.after) && (
        <div className="aa-changes">
          <h4 className="aa-changes__title">{t('adminAudit.changes')}</h4>
          {changes.length === 0 ? (
            <p className="aa-none">{t('adminAudit.noChanges')}</p>
          ) : (
            <ul className="aa-changes__list">
              {changes.map((change) => (
                <li key={change.key} data-testid="audit-change">
                  <code dir="ltr">{change.key}</code>: <Value value={change.before} />{' '}
                  <span aria-hidden="true" className="aa-arrow">
                    →
                  </span>
                  <span className="acc-visually-hidden"> {t('adminAudit.to')} </span> <Value value={change.after} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </article>
  );
}

/** /admin/audit-log: every admin action, newest first, filtered by action, subject, admin and dates kept in the address. */
export default function AuditLogPage() {
  const { t } = useTranslation('admin');
  const actionWords = useActionWords();
  const { filters, query, apply } = useFiltersInAddress(AUDIT_FILTERS);
  const [page, setPage] = usePageInAddress();
  const load = useCallback(
    (at: number, signal: AbortSignal) => fetchAuditLog(filterParams(query), at, signal),
    [query],
  );
  const list = usePagedRecords(load, page);
  const kinds = [
    'property',
    'auto',
    'member',
    'review',
    'agent',
    'payment',
    'verification',
    'plan',
    'listing_option',
    'page',
    'faq',
    'banner',
  ];
  return (
    <section className="acc-page" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="acc-visually-hidden">
        {t('adminArea.nav.auditLog')}
      </h2>
      <p className="admin-intro">{t('adminAudit.intro')}</p>
      <AdminSearchForm
        key={query}
        label={t('adminAudit.searchLabel')}
        filters={filters}
        onSearch={apply}
        fields={[
          {
            name: 'action',
            label: t('adminAudit.action'),
            suggestions: KNOWN_ACTIONS.map((action) => ({ value: action, label: actionWords(action) })),
          },
          {
            name: 'subject_kind',
            label: t('adminAudit.subjectKind'),
            suggestions: kinds.map((kind) => ({ value: kind, label: t(`adminAudit.kinds.${kind}`) })),
          },
          { name: 'subject_id', label: t('adminAudit.subjectId') },
          { name: 'admin_id', label: t('adminAudit.adminId'), numeric: true },
          { name: 'from', label: t('adminAudit.from'), type: 'date' },
          { name: 'to', label: t('adminAudit.to'), type: 'date' },
        ]}
      />
      <AdminPagedList list={list} page={page} onPage={setPage}>
        {(entries) => (
          <div className="aa-list">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </div>
        )}
      </AdminPagedList>
    </section>
  );
}
