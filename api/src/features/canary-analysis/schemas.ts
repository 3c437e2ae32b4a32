import { Type } from 'typebox';
import { envelope, Nullable } from '../listings/schemas.js';

const Decision = Type.Object({ action: Type.Union([Type.Literal('wait'), Type.Literal('healthy'), Type.Literal('rollback'), Type.Literal('promote')]), reason: Type.String() });

export const VersionHealthSchema = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  browsers: Type.Integer(),
  mounts: Type.Integer(),
  failures: Type.Integer(),
  failingBrowsers: Type.Integer(),
  lcpP75Ms: Nullable(Type.Number()),
  clsP75: Nullable(Type.Number()),
  inpP75Ms: Nullable(Type.Number()),
});

const CanaryFigures = Type.Object({
  figures: VersionHealthSchema,
  percent: Type.Integer(),
  /** null: the canary is the operators' alone. */
  auto: Nullable(Type.Object({ promote: Type.Boolean(), since: Type.String() })),
  /** What the analysis would decide now (null without `auto`). */
  decision: Nullable(Decision),
});

export const VersionsAnswer = envelope(Type.Object({
  /** off: no registry configured for the API (SOUQ_CDN_DIR or SOUQ_CDN_S3_BUCKET), or its interval is 0. */
  analysis: Type.Union([Type.Literal('on'), Type.Literal('off')]),
  window_minutes: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  /** Why nothing could be read (an unreadable registry), else null. */
  problem: Nullable(Type.String()),
  remotes: Type.Array(Type.Object({
    remote: Type.String(),
    current: VersionHealthSchema,
    previous: Nullable(VersionHealthSchema),
    canary: Nullable(CanaryFigures),
  })),
}));

const Judgement = Type.Object({ remote: Type.String(), version: Type.String(), decision: Decision, applied: Type.Boolean(), canary: VersionHealthSchema, current: VersionHealthSchema });
export const CanaryRunAnswer = envelope(Type.Object({ ran: Type.Boolean(), judged: Type.Array(Judgement), problems: Type.Array(Type.String()) }));
