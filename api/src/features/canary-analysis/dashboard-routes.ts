import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  changeRegistry,
  LockBusyError,
  readRegistryFrom,
  RegistryError,
  rollBack,
  setCanary,
  setCurrent,
  type CdnTarget,
  type Registry,
  type RemoteEntry,
  type RemoteName,
} from '@souq/remote-registry';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { httpError, isHttpError } from '../../lib/errors.js';
import { recordAudit } from '../moderation/audit.js';
import { versionHealthSeries } from '../remote-health/figures.js';
import { canaryMessageAr, MSG } from './messages.js';
import { operatorAdminOnly } from './operator-only.js';
import { verifyAgainstShell } from './verify-against-shell.js';
import { ActionAnswer, CanaryBody, PromoteBody, RemoteParams, SeriesAnswer, SeriesQuery } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['health', 'admin'];

/** A refusal of the registry's own (no previous version, no canary…), as the admin is told it. */
const REFUSALS: ReadonlyArray<[RegExp, string]> = [
  [/no previous version/, MSG.noPrevious],
  [/no canary is running/, MSG.noCanary],
  [/is already current/, MSG.alreadyCurrent],
  [/not in the registry/, MSG.notInRegistry],
];

/** A 409 naming what stopped the change: the admin reads `problems`, the message says nothing was changed. */
function refusal(message: string, problems: string[]) {
  return httpError(409, message, undefined, { problems });
}

/** The registry's error in the admin's terms; anything else (a bucket not answering) is still a refusal, never a 5xx. */
function refusalOf(err: unknown) {
  if (isHttpError(err)) return err;
  const text = (err as Error).message;
  if (err instanceof LockBusyError) return refusal(MSG.lockBusy, [text]);
  if (err instanceof RegistryError) {
    const known = REFUSALS.find(([pattern]) => pattern.test(text));
    return known ? httpError(409, known[1]) : refusal(MSG.registryUnreadable, [text]);
  }
  return refusal(MSG.registryUnreadable, [text]);
}

const entryView = (remote: RemoteName, entry: RemoteEntry | undefined) =>
  entry && {
    remote,
    current: entry.current.version,
    previous: entry.previous?.version ?? null,
    canary: entry.canary
      ? {
          version: entry.canary.version,
          percent: entry.canary.percent,
          auto: entry.canary.auto ? { promote: entry.canary.auto.promote, since: entry.canary.auto.since } : null,
        }
      : null,
  };

/** The remote's entry for the audit log: what was live before and after. */
const auditView = (entry: RemoteEntry | undefined) =>
  entry
    ? {
        current: entry.current.version,
        previous: entry.previous?.version ?? null,
        canary: entry.canary
          ? `${entry.canary.version} (${entry.canary.percent}%${entry.canary.auto ? ', auto' : ''})`
          : null,
      }
    : null;

// What an admin changes from the versions dashboard: the same promotions, rollbacks and canaries as `pnpm remotes`,
// refused on the same verification (files present, shared singletons fit the shell build at SOUQ_SHELL_MANIFEST),
// written under the registry's lock with the admin in its history, and in the admin audit log. Plus each version's
// figures over time, for the dashboard's chart.
const versionDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, canaryMessageAr);
  const admin = operatorAdminOnly(app);

  function targetOrRefuse(): CdnTarget {
    const target = app.config.CDN_TARGET;
    if (!target) throw httpError(404, MSG.noRegistry);
    return target;
  }

  /**
   * The admin as the registry's history names them: by account number only. remotes.json is served to every
   * browser, so no name or address goes in it; the admin audit log says who the account is.
   */
  const adminName = (req: FastifyRequest): string => `admin #${req.user.id}`;

  async function verifyOrRefuse(target: CdnTarget, remote: RemoteName, version: string): Promise<void> {
    const result = await verifyAgainstShell(app.config, target, remote, version);
    if (!result.ok) throw refusal(MSG.verifyRefused, result.problems);
  }

  /** Changes the registry under its lock and logs it in the audit log; the log entry is kept only if the change was made. */
  async function change(
    req: FastifyRequest,
    remote: RemoteName,
    action: string,
    apply: (registry: Registry, by: string) => Registry,
  ) {
    const target = targetOrRefuse();
    const by = adminName(req);
    try {
      return await app.db.transaction().execute(async (trx) => {
        let before: RemoteEntry | undefined;
        const registry = await changeRegistry(
          target,
          by,
          (latest) => {
            before = latest.remotes[remote];
            return apply(latest, by);
          },
          { waitMs: 2000 },
        );
        const after = registry.remotes[remote];
        await recordAudit(trx, req, {
          action: `remote.${action}`,
          subject: { kind: 'remote', id: remote },
          before: auditView(before),
          after: auditView(after),
        });
        return entryView(remote, after)!;
      });
    } catch (err) {
      throw refusalOf(err);
    }
  }

  const manifestOf = (target: CdnTarget, remote: RemoteName, version: string) => ({
    version,
    manifest: target.publicUrl(`${remote}/${version}/mf-manifest.json`),
  });

  app.get(
    '/remote-health/versions/:remote/series',
    {
      preHandler: admin,
      schema: {
        tags,
        summary:
          "One remote version's mounts, failures and Web Vitals per minute (per hour for older figures) over the last hours (admins)",
        params: RemoteParams,
        querystring: SeriesQuery,
        response: { 200: SeriesAnswer },
        security: bearer,
      },
    },
    async (req) => {
      const { remote } = req.params;
      const { version, hours = 24 } = req.query;
      const to = app.clock.now();
      const from = new Date(to.getTime() - hours * 3_600_000);
      const base = { remote, version, from: from.toISOString(), to: to.toISOString() };
      try {
        const points = await versionHealthSeries(app.db, remote, version, from, to);
        return { success: true, message: MSG.series, data: { ...base, problem: null, points } };
      } catch (err) {
        return {
          success: true,
          message: MSG.series,
          data: { ...base, problem: `the figures could not be read (${(err as Error).message})`, points: [] },
        };
      }
    },
  );

  app.post(
    '/remote-health/versions/:remote/promote',
    {
      preHandler: admin,
      schema: {
        tags,
        summary:
          'Verify a published version, then make it current for every visitor; the replaced one becomes the fallback (admins)',
        params: RemoteParams,
        body: PromoteBody,
        response: { 200: ActionAnswer },
        security: bearer,
      },
    },
    async (req) => {
      const { remote } = req.params;
      const { version } = req.body;
      const target = targetOrRefuse();
      await verifyOrRefuse(target, remote, version).catch((err: unknown) => {
        throw refusalOf(err);
      });
      const data = await change(req, remote, 'promote', (registry, by) => {
        if (registry.remotes[remote]?.current.version === version) throw httpError(409, MSG.alreadyCurrent);
        return setCurrent(registry, remote, manifestOf(target, remote, version), by, 'promote');
      });
      return { success: true, message: MSG.promoted, data };
    },
  );

  app.post(
    '/remote-health/versions/:remote/rollback',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Go back to the previous version of a remote; any canary ends (admins)',
        params: RemoteParams,
        response: { 200: ActionAnswer },
        security: bearer,
      },
    },
    async (req) => {
      const { remote } = req.params;
      const data = await change(req, remote, 'rollback', (registry, by) => rollBack(registry, remote, by));
      return { success: true, message: MSG.rolledBack, data };
    },
  );

  app.post(
    '/remote-health/versions/:remote/canary',
    {
      preHandler: admin,
      schema: {
        tags,
        summary:
          'Send a share of visitors (1–99%) to a verified version, optionally judged by the canary analysis; 0 ends the canary (admins)',
        params: RemoteParams,
        body: CanaryBody,
        response: { 200: ActionAnswer },
        security: bearer,
      },
    },
    async (req) => {
      const { remote } = req.params;
      const { version, percent, auto } = req.body;
      const target = targetOrRefuse();
      if (percent > 0) {
        // Refused before verifying when there is nothing to run a canary beside.
        const registry = await readRegistryFrom(target).catch((err: unknown) => {
          throw refusalOf(err);
        });
        if (!registry?.remotes[remote]) throw httpError(409, MSG.notInRegistry);
        await verifyOrRefuse(target, remote, version).catch((err: unknown) => {
          throw refusalOf(err);
        });
      }
      const data = await change(req, remote, 'canary', (registry, by) => {
        if (!registry.remotes[remote]) throw httpError(409, MSG.notInRegistry);
        return setCanary(
          registry,
          remote,
          percent > 0 ? manifestOf(target, remote, version) : null,
          percent,
          by,
          auto ? { promote: auto.promote, now: app.clock.now() } : undefined,
        );
      });
      return { success: true, message: percent > 0 ? MSG.canarySet : MSG.canaryEnded, data };
    },
  );
};

export default versionDashboardRoutes;
