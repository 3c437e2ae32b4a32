import { useEffect, useId, useState, type ReactNode } from 'react';
import { isHttpError, LoadingText, toast, useTranslation } from '@souq/shared';
import { normaliseNumberInput } from '@souq/shared/listing-ui';
import { RecordDate } from '@souq/shared/area-kit';
import { TableScroller } from '../../components/TableScroller';
import {
  fetchVersions,
  problemsOf,
  promoteVersion,
  rollBackRemote,
  setCanary,
  type HistoryLine,
  type RemoteOverview,
  type VersionFigures,
  type VersionsOverview,
} from './remoteVersionsApi';
import { VersionChart } from './VersionChart';
import { decisionText, figureTexts, ltr } from './versionFigures';
import '../../components/admin-manage.css';
import '@souq/shared/area-kit/account-forms.css';
import './remote-versions.css';
import './remoteVersionsTexts';

const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; overview: VersionsOverview };

function useOverview() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchVersions(controller.signal)
      .then((overview) => setLoaded({ state: 'loaded', overview }))
      .catch((error: unknown) => {
        if (isHttpError(error) && error.kind === 'cancelled') return;
        setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);
  return { loaded, reload: () => setAttempt((value) => value + 1) };
}

function useRemoteName() {
  const { t } = useTranslation('admin');
  return (remote: string) => t(`adminVersions.remotes.${remote}`, { defaultValue: remote });
}

/** A row of the versions table: its role, version and figures. */
function VersionRow({ role, figures }: { role: 'current' | 'previous' | 'canary'; figures: VersionFigures }) {
  const { t } = useTranslation('admin');
  const text = figureTexts(t, figures);
  return (
    <tr data-testid={`version-${role}`}>
      <th scope="row">{t(`adminVersions.roles.${role}`)}</th>
      <td>
        <bdi dir="ltr">{figures.version}</bdi>
      </td>
      <td dir="ltr">{text.mounts}</td>
      <td dir="ltr">{text.errorRate}</td>
      <td>
        <bdi dir="ltr">{text.lcp}</bdi>
      </td>
      <td dir="ltr">{text.cls}</td>
      <td>
        <bdi dir="ltr">{text.inp}</bdi>
      </td>
    </tr>
  );
}

function When({ at }: { at: string }) {
  const when = new Date(at);
  return (
    <>
      <RecordDate value={at} />
      {!Number.isNaN(when.getTime()) && (
        <>
          {' '}
          <span dir="ltr" className="arv-muted">
            {TIME.format(when)}
          </span>
        </>
      )}
    </>
  );
}

function History({ lines, labelledBy }: { lines: HistoryLine[]; labelledBy: string }) {
  const { t } = useTranslation('admin');
  if (lines.length === 0) return <p className="arv-muted">{t('adminVersions.noHistory')}</p>;
  return (
    <TableScroller labelledBy={labelledBy}>
      <table className="admin-table arv-history" data-testid="version-history">
        <thead>
          <tr>
            <th scope="col">{t('adminVersions.when')}</th>
            <th scope="col">{t('adminVersions.who')}</th>
            <th scope="col">{t('adminVersions.what')}</th>
            <th scope="col">{t('adminVersions.version')}</th>
            <th scope="col">{t('adminVersions.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.at}-${index}`}>
              <td>
                <When at={line.at} />
              </td>
              <td>
                <bdi>{line.by}</bdi>
              </td>
              <td title={line.action}>
                {t(`adminVersions.historyActions.${line.action}`, { defaultValue: line.action })}
              </td>
              <td>
                <bdi dir="ltr">{line.version}</bdi>
                {line.percent !== null && (
                  <>
                    {' '}
                    · <span dir="ltr">{t('adminVersions.historyPercent', { percent: line.percent })}</span>
                  </>
                )}
                {line.from !== null && <> · {t('adminVersions.historyFrom', { from: ltr(line.from) })}</>}
              </td>
              <td>
                {line.reason ? <bdi>{line.reason}</bdi> : <span className="arv-muted">{t('adminVersions.none')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** An action waiting for the admin's confirmation: what will happen, in words, and how to do it. */
interface Pending {
  text: string;
  run: () => Promise<string>;
}

type Outcome = { ok: true; message: string } | { ok: false; message: string; problems: string[] } | null;

function CanaryForm({
  entry,
  onAsk,
  busy,
}: {
  entry: RemoteOverview;
  onAsk: (pending: Pending) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('admin');
  const remoteName = useRemoteName();
  const id = useId();
  const canary = entry.canary;
  const choices = entry.published.filter((version) => version !== entry.current.version);
  const [version, setVersion] = useState(canary?.figures.version ?? choices.at(-1) ?? '');
  const [percent, setPercent] = useState(String(canary?.percent ?? ''));
  const [auto, setAuto] = useState(Boolean(canary?.auto));
  const [autoPromote, setAutoPromote] = useState(Boolean(canary?.auto?.promote));
  const [invalid, setInvalid] = useState(false);
  if (choices.length === 0 && !canary)
    return <p className="arv-muted">{t('adminVersions.nothingPublished', { command: ltr('pnpm remotes publish') })}</p>;

  const submit = () => {
    const typed = normaliseNumberInput(percent.trim());
    const value = Number(typed);
    if (!/^\d{1,2}$/.test(typed) || value > 99) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const remote = remoteName(entry.remote);
    const change = { version, percent: value, ...(value > 0 && auto ? { auto: { promote: autoPromote } } : {}) };
    let text: string;
    if (value === 0)
      text = t('adminVersions.confirmCanaryEnd', {
        remote,
        version: ltr(canary?.figures.version ?? version),
        current: ltr(entry.current.version),
      });
    else {
      text = t('adminVersions.confirmCanary', { remote, version: ltr(version), percent: value });
      if (auto)
        text += ` ${t(autoPromote ? 'adminVersions.confirmCanaryAutoPromote' : 'adminVersions.confirmCanaryAuto')}`;
    }
    onAsk({
      text,
      run: () =>
        setCanary(entry.remote, value === 0 && canary ? { ...change, version: canary.figures.version } : change),
    });
  };

  return (
    <form
      className="acc-form arv-canary"
      noValidate
      aria-label={`${t('adminVersions.canaryForm')}: ${remoteName(entry.remote)}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="acc-form__body" disabled={busy}>
        <legend className="arv-legend">{t('adminVersions.canaryForm')}</legend>
        <div className="arv-canary__fields">
          <div className="acc-field">
            <label className="acc-field__label" htmlFor={`${id}-version`}>
              {t('adminVersions.canaryVersion')}
            </label>
            <select
              id={`${id}-version`}
              className="acc-input"
              dir="ltr"
              value={version}
              onChange={(event) => setVersion(event.target.value)}
            >
              {[...new Set([...(canary ? [canary.figures.version] : []), ...choices])].map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          <div className="acc-field">
            <label className="acc-field__label" htmlFor={`${id}-percent`}>
              {t('adminVersions.canaryPercent')}
            </label>
            <input
              id={`${id}-percent`}
              className="acc-input arv-percent"
              type="text"
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              value={percent}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-percent-hint`}
              onChange={(event) => setPercent(event.target.value)}
            />
            <span
              id={`${id}-percent-hint`}
              className={invalid ? 'acc-field__error' : 'acc-field__hint'}
              role={invalid ? 'alert' : undefined}
            >
              {invalid ? t('adminVersions.canaryPercentInvalid') : t('adminVersions.canaryPercentHint')}
            </span>
          </div>
        </div>
        <div className="arv-checks">
          <label className="acc-check">
            <input
              type="checkbox"
              checked={auto}
              onChange={(event) => {
                setAuto(event.target.checked);
                if (!event.target.checked) setAutoPromote(false);
              }}
            />{' '}
            {t('adminVersions.canaryAuto')}
          </label>
          <label className="acc-check">
            <input
              type="checkbox"
              checked={autoPromote}
              disabled={!auto}
              onChange={(event) => setAutoPromote(event.target.checked)}
            />{' '}
            {t('adminVersions.canaryAutoPromote')}
          </label>
        </div>
        <p className="acc-form__actions">
          <button type="submit" className="acc-button">
            {t('adminVersions.canarySubmit')}
          </button>
        </p>
      </fieldset>
    </form>
  );
}

/** One remote: its live versions and their figures, charts, actions and history. */
function RemoteCard({ entry, onChanged }: { entry: RemoteOverview; onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const remoteName = useRemoteName();
  const titleId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { canary, previous, current } = entry;
  const name = remoteName(entry.remote);

  const ask = (next: Pending) => {
    setOutcome(null);
    setPending(next);
  };
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const message = await pending.run();
      toast.success(message);
      setOutcome({ ok: true, message });
      setPending(null);
      onChanged();
    } catch (error) {
      setPending(null);
      if (isHttpError(error) && error.kind !== 'cancelled' && error.kind !== 'network')
        setOutcome({ ok: false, message: error.message, problems: problemsOf(error.body) });
    } finally {
      setBusy(false);
    }
  };

  const decision = canary?.decision;
  return (
    <article className="admin-card arv-remote" aria-labelledby={titleId} data-testid={`remote-${entry.remote}`}>
      <h3 id={titleId} className="admin-card__title">
        {name}{' '}
        <code dir="ltr" className="arv-muted">
          {entry.remote}
        </code>
      </h3>
      <TableScroller labelledBy={titleId}>
        <table className="admin-table arv-versions">
          <thead>
            <tr>
              <td />
              <th scope="col">{t('adminVersions.version')}</th>
              <th scope="col">{t('adminVersions.mounts')}</th>
              <th scope="col">{t('adminVersions.errorRate')}</th>
              <th scope="col">{t('adminVersions.lcp')}</th>
              <th scope="col">{t('adminVersions.cls')}</th>
              <th scope="col">{t('adminVersions.inp')}</th>
            </tr>
          </thead>
          <tbody>
            <VersionRow role="current" figures={current} />
            {canary && <VersionRow role="canary" figures={canary.figures} />}
            {previous && <VersionRow role="previous" figures={previous} />}
          </tbody>
        </table>
      </TableScroller>
      {canary ? (
        <p className="arv-canary-state" data-testid="canary-state">
          {t('adminVersions.canaryLine', { version: ltr(canary.figures.version), percent: canary.percent })}{' '}
          {canary.auto
            ? t(canary.auto.promote ? 'adminVersions.autoJudgedPromote' : 'adminVersions.autoJudged', {
                since: ltr(`${new Date(canary.auto.since).toISOString().slice(0, 16).replace('T', ' ')} UTC`),
              })
            : t('adminVersions.manual')}
          {decision && (
            <span className="arv-decision">
              {' '}
              {t('adminVersions.decision', {
                action: t(`adminVersions.decisions.${decision.action}`),
                reason: decisionText(t, decision.detail),
              })}
            </span>
          )}
        </p>
      ) : (
        <p className="arv-muted">{t('adminVersions.noCanary')}</p>
      )}
      {!previous && <p className="arv-muted">{t('adminVersions.noPrevious')}</p>}
      <div className="arv-charts">
        <VersionChart remote={entry.remote} remoteName={name} version={current.version} />
        {canary && <VersionChart remote={entry.remote} remoteName={name} version={canary.figures.version} />}
        {previous && <VersionChart remote={entry.remote} remoteName={name} version={previous.version} />}
      </div>
      <section className="arv-actions" aria-label={`${t('adminVersions.actions')}: ${name}`}>
        <p className="admin-actions">
          {canary && (
            <button
              type="button"
              className="acc-button acc-button--primary"
              disabled={busy}
              onClick={() =>
                ask({
                  text: t('adminVersions.confirmPromote', {
                    remote: name,
                    version: ltr(canary.figures.version),
                    current: ltr(current.version),
                  }),
                  run: () => promoteVersion(entry.remote, canary.figures.version),
                })
              }
            >
              {t('adminVersions.promote')}
            </button>
          )}
          {previous && (
            <button
              type="button"
              className="acc-button acc-button--danger"
              disabled={busy}
              onClick={() =>
                ask({
                  text: t('adminVersions.confirmRollback', {
                    remote: name,
                    previous: ltr(previous.version),
                    current: ltr(current.version),
                  }),
                  run: () => rollBackRemote(entry.remote),
                })
              }
            >
              {t('adminVersions.rollback')}
            </button>
          )}
        </p>
        <CanaryForm entry={entry} onAsk={ask} busy={busy} />
        {pending && (
          <div className="acc-retry arv-confirm" role="alert" data-testid="confirm-action">
            <p>{pending.text}</p>
            <p className="admin-actions">
              <button
                type="button"
                className="acc-button acc-button--primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void confirm()}
              >
                {t('adminVersions.confirm')}
              </button>
              <button type="button" className="acc-button" disabled={busy} onClick={() => setPending(null)}>
                {t('adminVersions.cancel')}
              </button>
            </p>
          </div>
        )}
        {outcome?.ok === true && (
          <p role="status" className="arv-done">
            {outcome.message}
          </p>
        )}
        {outcome?.ok === false && (
          <div role="alert" className="acc-retry arv-refused" data-testid="action-refused">
            <p>{outcome.message}</p>
            {outcome.problems.length > 0 && (
              <>
                <p>{t('adminVersions.refused')}</p>
                <ul>
                  {outcome.problems.map((problem) => (
                    <li key={problem}>
                      <bdi dir="ltr">{problem}</bdi>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </section>
      <section>
        <h4 id={`${titleId}-history`}>{t('adminVersions.history')}</h4>
        <History lines={entry.history} labelledBy={`${titleId}-history ${titleId}`} />
      </section>
    </article>
  );
}

/**
 * /admin/remote-versions: per remote, the current, previous and canary versions with their figures in browsers over
 * the canary analysis's window and over time, the registry's history, and the operators' actions (promote the
 * canary, roll back, set or end a canary), each confirmed first and verified by the API as `pnpm remotes` does.
 */
export default function RemoteVersionsPage() {
  const { t } = useTranslation('admin');
  const { loaded, reload } = useOverview();
  let body: ReactNode;
  if (loaded.state === 'loading') body = <LoadingText />;
  else if (loaded.state === 'failed') {
    body = (
      <p className="acc-retry" role="alert">
        {t('adminVersions.loadFailed')}{' '}
        <button type="button" className="acc-button" onClick={reload}>
          {t('adminVersions.retry')}
        </button>
      </p>
    );
  } else {
    const { overview } = loaded;
    if (!overview.configured)
      body = (
        <p className="arv-empty" data-testid="versions-unconfigured">
          {t('adminVersions.notConfigured')}
        </p>
      );
    else if (overview.problem)
      body = (
        <p className="acc-retry" role="alert">
          {t('adminVersions.problem', { problem: overview.problem })}
        </p>
      );
    else if (overview.remotes.length === 0) body = <p className="arv-empty">{t('adminVersions.noRemotes')}</p>;
    else {
      body = (
        <>
          <p className="arv-muted">
            {t(overview.analysis === 'on' ? 'adminVersions.analysisOn' : 'adminVersions.analysisOff')}
          </p>
          <div className="arv-remotes">
            {overview.remotes.map((entry) => (
              <RemoteCard key={`${entry.remote}-${entry.history[0]?.at ?? ''}`} entry={entry} onChanged={reload} />
            ))}
          </div>
        </>
      );
    }
  }
  const minutes = loaded.state === 'loaded' ? loaded.overview.window_minutes : 30;
  return (
    <section className="acc-page" aria-labelledby="admin-versions-title">
      <h2 id="admin-versions-title" className="acc-visually-hidden">
        {t('adminArea.nav.remoteVersions')}
      </h2>
      <p className="admin-intro">{t('adminVersions.intro', { minutes })}</p>
      {body}
    </section>
  );
}
