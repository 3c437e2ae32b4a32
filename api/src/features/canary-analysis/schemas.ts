import { REMOTES, VERSION_LABEL } from '@souq/remote-registry';
import { Type, type Static } from 'typebox';
import { Nullable } from '../../lib/schema-types.js';
import { envelope } from '../../lib/envelope.js';

const DecisionDetailSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('too-little'),
    Type.Literal('starts-later'),
    Type.Literal('error-rate'),
    Type.Literal('lcp'),
    Type.Literal('cls'),
    Type.Literal('promote'),
    Type.Literal('healthy'),
    Type.Literal('not-verified'),
  ]),
  /** The figures the reason names (rates as fractions, times in ms), for a page to say it in its language. */
  values: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])),
});
const DecisionSchema = Type.Object({
  action: Type.Union([
    Type.Literal('wait'),
    Type.Literal('healthy'),
    Type.Literal('rollback'),
    Type.Literal('promote'),
  ]),
  /** In English, as the registry's history records it. */
  reason: Type.String(),
  detail: DecisionDetailSchema,
});
/**
 * The canary analysis's decision on a canary (analysis.ts), as the API answers it. The reason is there twice: `reason`
 * in English for the registry's history and the operators' command, `detail` for a page to say it in its language.
 */
export type Decision = Static<typeof DecisionSchema>;

/** A version's figures over some minutes: the same fields in a window's total and in a chart's point. */
const FIGURES = {
  browsers: Type.Integer(),
  mounts: Type.Integer(),
  failures: Type.Integer(),
  failingBrowsers: Type.Integer(),
  lcpP75Ms: Nullable(Type.Number()),
  clsP75: Nullable(Type.Number()),
  inpP75Ms: Nullable(Type.Number()),
};

export const VersionHealthSchema = Type.Object({ remote: Type.String(), version: Type.String(), ...FIGURES });

/** How the canary analysis judges a canary: always rolled back when worse, promoted when healthy if asked. */
const CanaryAutoView = Type.Object({ promote: Type.Boolean(), since: Type.String() });

const CanaryFigures = Type.Object({
  figures: VersionHealthSchema,
  percent: Type.Integer(),
  /** null: the canary is the operators' alone. */
  auto: Nullable(CanaryAutoView),
  /** What the analysis would decide now (null without `auto`). */
  decision: Nullable(DecisionSchema),
});

/** One line of a remote's registry history: who did what, when, to which version (and why, for the analysis). */
const HistoryLine = Type.Object({
  at: Type.String(),
  by: Type.String(),
  action: Type.String(),
  version: Type.String(),
  percent: Nullable(Type.Integer()),
  from: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});

/** History lines a remote's answer carries, newest first. */
export const HISTORY_LINES = 50;

export const VersionsAnswer = envelope(
  Type.Object({
    /** off: no registry configured for the API (SOUQ_CDN_DIR or SOUQ_CDN_S3_BUCKET), or its interval is 0. */
    analysis: Type.Union([Type.Literal('on'), Type.Literal('off')]),
    /** false: no registry is configured for the API, so there is nothing to show or change. */
    configured: Type.Boolean(),
    window_minutes: Type.Integer(),
    from: Type.String(),
    to: Type.String(),
    /** Why nothing could be read (an unreadable registry), else null. */
    problem: Nullable(Type.String()),
    remotes: Type.Array(
      Type.Object({
        remote: Type.String(),
        current: VersionHealthSchema,
        previous: Nullable(VersionHealthSchema),
        canary: Nullable(CanaryFigures),
        /** The last HISTORY_LINES lines of the registry's history, newest first. */
        history: Type.Array(HistoryLine),
        /** The versions published for this remote (what a canary or a promotion may name). */
        published: Type.Array(Type.String()),
      }),
    ),
  }),
);

export const RemoteParams = Type.Object({ remote: Type.Enum([...REMOTES]) });
const VersionLabel = Type.String({ pattern: VERSION_LABEL.source, maxLength: 64 });

export const SeriesQuery = Type.Object({
  version: VersionLabel,
  /** Hours back from now (1–168). */
  hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 168, default: 24 })),
});

const SeriesPoint = Type.Object({
  /** The minute (or, for older figures, the hour) the point stands for. */
  at: Type.String(),
  ...FIGURES,
});

export const SeriesAnswer = envelope(
  Type.Object({
    remote: Type.String(),
    version: Type.String(),
    from: Type.String(),
    to: Type.String(),
    /** Why no points could be read (the database busy or down), else null. */
    problem: Nullable(Type.String()),
    points: Type.Array(SeriesPoint),
  }),
);

export const PromoteBody = Type.Object({ version: VersionLabel }, { additionalProperties: false });
export const CanaryBody = Type.Object(
  {
    version: VersionLabel,
    /** The share of visitors (1–99); 0 ends the canary. */
    percent: Type.Integer({ minimum: 0, maximum: 99 }),
    /** Let the canary analysis judge it (roll it back when worse; promote it when healthy with `promote`). */
    auto: Type.Optional(Nullable(Type.Object({ promote: Type.Boolean() }, { additionalProperties: false }))),
  },
  { additionalProperties: false },
);

/** A remote's registry entry after a change. */
export const ActionAnswer = envelope(
  Type.Object({
    remote: Type.String(),
    current: Type.String(),
    previous: Nullable(Type.String()),
    canary: Nullable(Type.Object({ version: Type.String(), percent: Type.Integer(), auto: Nullable(CanaryAutoView) })),
  }),
);

const Judgement = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  decision: DecisionSchema,
  applied: Type.Boolean(),
  canary: VersionHealthSchema,
  current: VersionHealthSchema,
});
export const CanaryRunAnswer = envelope(
  Type.Object({ ran: Type.Boolean(), judged: Type.Array(Judgement), problems: Type.Array(Type.String()) }),
);
