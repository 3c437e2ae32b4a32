import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readRegistryFrom, REMOTES, type CdnTarget, type Registry } from '@souq/remote-registry';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { analysisSettings, analysisWindow, decisionAt } from './job.js';
import { canaryMessageAr, MSG } from './messages.js';
import { operatorAdminOnly } from './operator-only.js';
import { HISTORY_LINES, VersionsAnswer } from './schemas.js';

// Each live remote version's figures over the analysis window, and what the canary analysis would decide now:
// what `pnpm remotes status` shows. Admins only: the figures say how the site's code behaves in browsers, which is
// the operators' business, not the visitors' nor another tenant's admins'.
const canaryAnalysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, canaryMessageAr);

  app.get(
    '/remote-health/versions',
    {
      preHandler: operatorAdminOnly(app),
      schema: {
        tags: ['health', 'admin'],
        summary:
          "Current, previous and canary versions of each remote with their live figures and the canary analysis's decision (admins)",
        response: { 200: VersionsAnswer },
        security: [{ bearer: [] }],
      },
    },
    async () => {
      const settings = analysisSettings(app.config);
      const now = app.clock.now();
      const target = app.config.CDN_TARGET;
      const base = {
        analysis: target && app.config.CANARY_ANALYSIS_INTERVAL_MS > 0 ? ('on' as const) : ('off' as const),
        configured: target !== null,
        window_minutes: settings.windowMinutes,
        from: analysisWindow(now, null, settings.windowMinutes).from.toISOString(),
        to: now.toISOString(),
      };
      let registry: Registry | null = null;
      try {
        registry = target ? await readRegistryFrom(target) : null;
      } catch (err) {
        return {
          success: true,
          message: MSG.versions,
          data: { ...base, problem: (err as Error).message, remotes: [] },
        };
      }
      try {
        return {
          success: true,
          message: MSG.versions,
          data: { ...base, problem: null, remotes: target ? await versions(target, registry, now) : [] },
        };
      } catch (err) {
        // The figures could not be read (the database is busy or down): said so, never a 500.
        return {
          success: true,
          message: MSG.versions,
          data: { ...base, problem: `the figures could not be read (${(err as Error).message})`, remotes: [] },
        };
      }
    },
  );

  async function versions(target: CdnTarget, registry: Registry | null, now: Date) {
    const settings = analysisSettings(app.config);
    const figures = app.remoteFigures(app.db);
    const remotes = [];
    for (const remote of REMOTES) {
      const entry = registry?.remotes[remote];
      if (!entry) continue;
      const { from, to } = analysisWindow(now, entry.canary?.auto?.since ?? null, settings.windowMinutes);
      const read = (version: string) => figures(remote, version, from, to);
      const current = await read(entry.current.version);
      const previous = entry.previous ? await read(entry.previous.version) : null;
      let canary = null;
      if (entry.canary) {
        const { auto, percent } = entry.canary;
        const own = await read(entry.canary.version);
        canary = {
          figures: own,
          percent,
          auto: auto ? { promote: auto.promote, since: auto.since } : null,
          decision: auto ? decisionAt(now, auto, own, current, settings) : null,
        };
      }
      const history = entry.history
        .slice(-HISTORY_LINES)
        .reverse()
        .map((h) => ({
          at: h.at,
          by: h.by,
          action: h.action,
          version: h.version,
          percent: h.percent ?? null,
          from: h.from ?? null,
          reason: h.reason ?? null,
        }));
      const published = (await target.list(remote).catch(() => [])).sort();
      remotes.push({ remote, current, previous, canary, history, published });
    }
    return remotes;
  }
};

export default canaryAnalysisRoutes;
