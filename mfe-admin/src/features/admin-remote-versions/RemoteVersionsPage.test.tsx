import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type SessionUser } from '@souq/shared';
import { ok, standInForEachTest } from '@souq/shared/testing';
import { fill, renderPage } from '../../testing/render';
import type { RemoteOverview, VersionFigures, VersionsOverview } from './remoteVersionsApi';
import RemoteVersionsPage from './RemoteVersionsPage';

// No speed is being tested: Jest's default 5 s per test only measures how busy the shared machine is,
// so allow what a loaded machine needs.
jest.setTimeout(60_000);

const api = standInForEachTest();
const admin: SessionUser = { id: 9, name: 'Admin', email: 'admin@example.sy', user_type: 'Admin' };
const VERIFY_REFUSED = 'Refused: the version failed verification, so nothing was changed.';
const REACT_PROBLEM = 'shared "react": the shell provides 18.3.1, this build requires ^19.0.0';

const figures = (version: string, mounts: number, failures: number, lcp: number | null = 1800): VersionFigures => ({
  remote: 'property',
  version,
  browsers: Math.round(mounts / 4),
  mounts,
  failures,
  failingBrowsers: failures,
  lcpP75Ms: lcp,
  clsP75: lcp === null ? null : 0.02,
  inpP75Ms: lcp === null ? null : 120,
});

let property: RemoteOverview;
let configured: boolean;
beforeEach(() => {
  configured = true;
  property = {
    remote: 'property',
    current: figures('1.1.0', 4000, 20),
    previous: figures('1.0.0', 0, 0, null),
    canary: {
      figures: figures('2.0.0', 800, 4, 2100),
      percent: 20,
      auto: { promote: true, since: '2026-11-26T09:00:00.000Z' },
      decision: {
        action: 'healthy',
        reason: 'no worse than current so far: …',
        detail: { kind: 'healthy', values: { canaryRate: 0.005, currentRate: 0.005 } },
      },
    },
    history: [
      {
        at: '2026-11-26T09:00:00.000Z',
        by: 'admin #9',
        action: 'canary',
        version: '2.0.0',
        percent: 20,
        from: null,
        reason: 'judged by the canary analysis, promoted when healthy',
      },
      {
        at: '2026-11-25T08:30:00.000Z',
        by: 'rania',
        action: 'promote',
        version: '1.1.0',
        percent: null,
        from: null,
        reason: null,
      },
    ],
    published: ['1.0.0', '1.1.0', '2.0.0', '2.1.0'],
  };
  const overview = (): VersionsOverview => ({
    analysis: configured ? 'on' : 'off',
    configured,
    window_minutes: 30,
    from: '2026-11-26T09:00:00.000Z',
    to: '2026-11-26T09:30:00.000Z',
    problem: null,
    remotes: configured ? [property] : [],
  });
  api.answer('GET /remote-health/versions', () => ok("Remote versions' health.", overview()));
  // Two minutes of figures for every version but 1.0.0, which had none in the last day; the canary failed
  // twice as often in its first minute, so each version's chart says something of its own.
  api.answer('GET /remote-health/versions/property/series', (_body, query) =>
    ok("A remote version's figures over time.", {
      remote: 'property',
      version: query.get('version'),
      from: '2026-11-25T09:30:00.000Z',
      to: '2026-11-26T09:30:00.000Z',
      problem: null,
      points:
        query.get('version') === '1.0.0'
          ? []
          : [
              {
                at: '2026-11-26T09:00:00.000Z',
                browsers: 10,
                mounts: 40,
                failures: query.get('version') === '2.0.0' ? 2 : 1,
                failingBrowsers: 1,
                lcpP75Ms: 1900,
                clsP75: 0.01,
                inpP75Ms: 100,
              },
              {
                at: '2026-11-26T09:01:00.000Z',
                browsers: 12,
                mounts: 50,
                failures: 0,
                failingBrowsers: 0,
                lcpP75Ms: 2000,
                clsP75: 0.01,
                inpP75Ms: 110,
              },
            ],
    }),
  );
  api.answer('POST /remote-health/versions/property/promote', () => {
    property = { ...property, previous: property.current, current: property.canary!.figures, canary: null };
    return ok('The version is now current for every visitor.', {
      remote: 'property',
      current: '2.0.0',
      previous: '1.1.0',
      canary: null,
    });
  });
  api.answer('POST /remote-health/versions/property/canary', (body) => {
    if (body.version === '2.1.0')
      return { status: 409, body: { success: false, message: VERIFY_REFUSED, problems: [REACT_PROBLEM] } };
    return ok('The canary is set.', {
      remote: 'property',
      current: '1.1.0',
      previous: '1.0.0',
      canary: { version: String(body.version), percent: Number(body.percent), auto: null },
    });
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

/** What a person reads: the text without the isolates that keep versions left to right in Arabic sentences. */
const read = (element: HTMLElement) =>
  (element.textContent ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const sent = (action: string) =>
  api.calls
    .filter((c) => c.method === 'POST' && c.path === `/remote-health/versions/property/${action}`)
    .map((c) => c.body);

describe("the admin's versions dashboard", () => {
  it('says how to get a version to run a canary of when only the current one is published', async () => {
    property = { ...property, previous: null, canary: null, published: ['1.1.0'] };
    await renderPage('ar', '/admin/remote-versions', admin, <RemoteVersionsPage />);
    const card = await screen.findByTestId('remote-property');
    expect(within(card).queryByRole('form')).toBeNull();
    expect(read(within(card).getByText(/لم يُنشر إصدار آخر/))).toBe(
      'لم يُنشر إصدار آخر من هذا الجزء بعد: انشر واحدًا بالأمر pnpm remotes publish لبدء إصدار تجريبي.',
    );
    // The charts' summaries count their points as Arabic does (نقطتان، not 2 نقطة).
    expect(
      await within(within(card).getByTestId('chart-1.1.0')).findByRole('img', {
        name: /^نسبة الأخطاء: نقطتان، الأخيرة/,
      }),
    ).toBeInTheDocument();
  });

  it('shows each live version with its figures, the canary and its analysis, the charts and the history', async () => {
    await renderPage('en', '/admin/remote-versions', admin, <RemoteVersionsPage />);
    const card = await screen.findByTestId('remote-property');
    expect(within(card).getByRole('heading', { name: /Property/ })).toBeInTheDocument();
    expect(within(card).getByTestId('version-current')).toHaveTextContent(
      /Current\s*1\.1\.0\s*4,000\s*0\.50%\s*1,800 ms\s*0\.020\s*120 ms/,
    );
    expect(within(card).getByTestId('version-canary')).toHaveTextContent(/Canary\s*2\.0\.0\s*800\s*0\.50%\s*2,100 ms/);
    expect(within(card).getByTestId('version-previous')).toHaveTextContent(/Previous\s*1\.0\.0\s*0\s*—\s*—\s*—\s*—/);
    expect(read(within(card).getByTestId('canary-state'))).toBe(
      "Canary: 2.0.0, 20% of visitors. Judged by the canary analysis since 2026-11-26 09:00 UTC, promoted when healthy. Analysis: Healthy: no worse than current so far: error rate 0.50% against current's 0.50%",
    );
    const current = within(card).getByTestId('chart-1.1.0');
    const canary = within(card).getByTestId('chart-2.0.0');
    expect(
      await within(current).findByRole('img', { name: 'Error rate: 2 points, latest 0.00%, highest 2.50%' }),
    ).toBeInTheDocument();
    expect(
      await within(canary).findByRole('img', { name: 'Error rate: 2 points, latest 0.00%, highest 5.00%' }),
    ).toBeInTheDocument();
    expect(
      within(current).getByRole('img', { name: 'LCP p75: 2 points, latest 2,000 ms, highest 2,000 ms' }),
    ).toBeInTheDocument();
    expect(await within(card).findByText('No figures in the last 24 hours.')).toBeInTheDocument();
    const history = within(card)
      .getAllByRole('row')
      .filter((row) => row.closest('[data-testid="version-history"]'));
    expect(history[1]).toHaveTextContent(
      /Thu, Nov 26, 2026\s*09:00\s*admin #9\s*Canary\s*2\.0\.0 · 20%\s*judged by the canary analysis/,
    );
    expect(history[2]).toHaveTextContent(/Wed, Nov 25, 2026.*rania\s*Promoted\s*1\.1\.0/);
    // The wide tables scroll sideways on a phone; the keyboard reaches each frame, named after its remote.
    const frame = within(card).getByRole('region', { name: /^History .*property/ });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(within(frame).getByTestId('version-history')).toBeInTheDocument();
    expect(
      api.calls
        .filter((c) => c.path === '/remote-health/versions/property/series')
        .map((c) => [c.query.get('version'), c.query.get('hours')]),
    ).toEqual([
      ['1.1.0', '24'],
      ['2.0.0', '24'],
      ['1.0.0', '24'],
    ]);
  });

  it('promotes the canary once the admin confirms what will happen, then shows the new state', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/remote-versions', admin, <RemoteVersionsPage />);
    const card = await screen.findByTestId('remote-property');
    await user.click(within(card).getByRole('button', { name: 'Promote the canary' }));
    expect(read(within(card).getByTestId('confirm-action'))).toContain(
      'Make Property 2.0.0 current for every visitor? 1.1.0 becomes the fallback. It is verified first.',
    );
    expect(sent('promote')).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Yes, do it' }));
    expect(await screen.findAllByText('The version is now current for every visitor.')).not.toHaveLength(0);
    expect(sent('promote')).toEqual([{ version: '2.0.0' }]);
    await waitFor(() => expect(screen.getByTestId('version-current')).toHaveTextContent('2.0.0'));
    expect(screen.queryByTestId('version-canary')).not.toBeInTheDocument();
  });

  it('shows the verification problems when the API refuses a canary, and sends nothing before the confirmation', async () => {
    const user = userEvent.setup();
    await renderPage('en', '/admin/remote-versions', admin, <RemoteVersionsPage />);
    const card = await screen.findByTestId('remote-property');
    await user.selectOptions(within(card).getByLabelText('Version'), '2.1.0');
    await fill(user, within(card).getByLabelText('Share of visitors (%)'), '150');
    await user.click(within(card).getByRole('button', { name: 'Set the canary' }));
    expect(within(card).getByText('Give a whole number from 0 to 99.')).toBeInTheDocument();
    await fill(user, within(card).getByLabelText('Share of visitors (%)'), '10');
    await user.click(within(card).getByRole('button', { name: 'Set the canary' }));
    expect(read(within(card).getByTestId('confirm-action'))).toContain(
      'Send 10% of visitors to Property 2.1.0? It is verified first. The canary analysis will roll it back if it is worse than current, and make it current once it has been healthy long enough.',
    );
    await user.click(within(card).getByRole('button', { name: 'Yes, do it' }));
    const refused = await within(card).findByTestId('action-refused');
    expect(refused).toHaveTextContent(VERIFY_REFUSED);
    expect(refused).toHaveTextContent(REACT_PROBLEM);
    expect(sent('canary')).toEqual([{ version: '2.1.0', percent: 10, auto: { promote: true } }]);
  });

  it('speaks Arabic, right to left', async () => {
    const user = userEvent.setup();
    const tooLittle = {
      canaryMounts: 120,
      canaryBrowsers: 30,
      currentMounts: 4000,
      currentBrowsers: 1000,
      minMounts: 500,
      minBrowsers: 50,
    };
    property = {
      ...property,
      canary: {
        ...property.canary!,
        decision: { action: 'wait', reason: 'too little data: …', detail: { kind: 'too-little', values: tooLittle } },
      },
    };
    await renderPage('ar', '/admin/remote-versions', admin, <RemoteVersionsPage />);
    const card = await screen.findByTestId('remote-property');
    expect(within(card).getByRole('heading', { name: /العقارات/ })).toBeInTheDocument();
    expect(read(within(card).getByTestId('canary-state'))).toContain(
      'التحليل: بانتظار بيانات كافية: البيانات غير كافية بعد: للإصدار التجريبي 120 تحميلًا من 30 متصفحًا، وللحالي 4,000 من 1,000؛ يلزم لكل منهما 500 تحميلًا و50 متصفحًا على الأقل',
    );
    expect(within(card).getByTestId('version-current')).toHaveTextContent(/الحالي\s*1\.1\.0\s*4,000\s*0\.50%/);
    expect(within(card).getByRole('columnheader', { name: 'نسبة الأخطاء' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'العودة إلى السابق' }));
    expect(read(within(card).getByTestId('confirm-action'))).toContain(
      'هل تعود إلى 1.0.0 من العقارات لكل الزوار؟ يتوقف تقديم 1.1.0 وينتهي أي إصدار تجريبي.',
    );
    await user.click(within(card).getByRole('button', { name: 'إلغاء' }));
    expect(within(card).queryByTestId('confirm-action')).not.toBeInTheDocument();
    expect(sent('rollback')).toEqual([]);
  });

  it('says so when no registry is configured', async () => {
    configured = false;
    await renderPage('ar', '/admin/remote-versions', admin, <RemoteVersionsPage />);
    expect(await screen.findByTestId('versions-unconfigured')).toHaveTextContent(
      'لم يُضبط سجل لإصدارات الواجهات في الخادم',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
