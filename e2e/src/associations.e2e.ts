// Browser journey for agents associated with companies, against the real site: the demo Corporate ("Sham Real
// Estate", in English) invites the demo Agent by email from its associated agents page; the agent (in Arabic) gets
// the invitation by email, accepts it on their associated corporates page, and then each appears on the other's
// association page and profile. The agent finally leaves through the confirmation, and the company no longer lists
// them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { snapshot, startSiteAndBrowser, toast } from './lib/journey.js';
import { type Session, signedInPage as signIn } from './lib/session.js';
import type { RunningSite } from './lib/site.js';
import type { Lang } from '../../shared/src/i18n/languages.js';

let site: RunningSite;
let browser: Browser;

startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

const CORPORATE = { email: 'corporate@souq.localhost', password: 'Corporate@2026' };
const AGENT = { email: 'agent@souq.localhost', password: 'Agent@2026' };

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      'Accept-Language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; message: string; data: T };
  assert.ok(response.ok, `${path} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

/** A browser signed in as `who`, reading `lng`. */
async function signedInPage(who: { email: string; password: string }, lang: Lang): Promise<Page> {
  return signIn(browser, site.url, await api<Session>('/login', who), lang);
}

async function invitationMail(email: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = await api<{ subject: string; text: string }[]>(`/dev/outbox?email=${encodeURIComponent(email)}`);
    const found = mails.find((mail) => mail.text.includes('/associated-corporates'));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation emailed to ${email}`);
}

describe('agents associated with companies', () => {
  test('a Corporate invites the demo Agent, the agent accepts, and each appears on the other’s page', async () => {
    const company = await signedInPage(CORPORATE, 'en');
    const agent = await signedInPage(AGENT, 'ar');
    try {
      // The company invites the agent by email (English).
      await company.goto(`${site.url}/associated-agent`);
      await company.getByRole('heading', { level: 1, name: 'Associated agents' }).waitFor();
      await company.getByRole('heading', { name: 'Your agents' }).waitFor();
      const form = company.getByRole('form', { name: 'Invite an agent' });
      await form.getByRole('textbox', { name: 'Email address' }).fill(AGENT.email);
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await toast(company, 'Invitation sent.').waitFor();
      await company.getByRole('list', { name: 'Invitations waiting for an answer' }).getByText(AGENT.email).waitFor();
      await snapshot(company, 'associations-invited');

      // The agent reads Arabic: the email is in Arabic, with the page where they answer it.
      const mail = await invitationMail(AGENT.email);
      assert.match(mail.subject, /Sham Real Estate/);
      assert.match(mail.subject, /تدعوك/);

      // The agent accepts on their associated corporates page (Arabic, right to left).
      await agent.goto(`${site.url}/associated-corporates`);
      await agent.getByRole('heading', { level: 1, name: 'الشركات المرتبطة' }).waitFor();
      assert.equal(await agent.evaluate(() => document.documentElement.dir), 'rtl');
      const invitations = agent.getByRole('list', { name: 'الدعوات' });
      await invitations.getByText('تدعوك Sham Real Estate للانضمام إلى وكلائها.').waitFor();
      await snapshot(agent, 'associations-invitation-ar');
      await invitations.getByRole('button', { name: 'قبول دعوة Sham Real Estate' }).click();
      await toast(agent, 'تم قبول الدعوة.').waitFor();
      const companyLink = agent
        .getByRole('list', { name: 'شركاتك' })
        .getByRole('link', { name: 'صفحة Sham Real Estate' });
      await companyLink.waitFor();
      assert.match((await companyLink.getAttribute('href')) ?? '', /^\/agent-details\/\d+$/);

      // Still there after a reload: it is the API's record, not the page's memory.
      await agent.reload();
      await companyLink.waitFor();

      // The company now lists the agent, with a link to their profile and their listings.
      await company.reload();
      const agents = company.getByRole('list', { name: 'Your agents' });
      const profile = agents.getByRole('link', { name: "Omar Khatib's profile" });
      await profile.waitFor();
      assert.match((await profile.getAttribute('href')) ?? '', /^\/agent-details\/\d+$/);
      assert.match(
        (await agents.getByRole('listitem').first().textContent()) ?? '',
        /Active listings: \d+ properties · \d+ cars/,
      );
      assert.equal(await company.getByRole('list', { name: 'Invitations waiting for an answer' }).count(), 0);
      await snapshot(company, 'associations-agent-listed');

      // Each now appears on the other's profile: the company's page lists the agent among its agents (Arabic), the
      // agent's page names the company (English).
      await companyLink.click();
      await agent.getByRole('heading', { name: 'وكلاؤنا' }).waitFor();
      await agent.getByTestId('company-agent').getByRole('link', { name: 'Omar Khatib' }).waitFor();
      await snapshot(agent, 'associations-company-profile-ar');
      await profile.click();
      await company.locator('.agp-header__companies').getByRole('link', { name: 'Sham Real Estate' }).waitFor();
      assert.match(company.url(), /\/agent-details\/\d+$/);
      await agent.goto(`${site.url}/associated-corporates`);
      await companyLink.waitFor();

      // The agent leaves, after the confirmation; the company's list no longer has them.
      await agent.getByRole('button', { name: 'مغادرة Sham Real Estate' }).click();
      const dialog = agent.getByRole('dialog');
      await dialog.getByText('هل أنت متأكد أنك تريد مغادرة Sham Real Estate؟', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'مغادرة' }).click();
      await toast(agent, 'لقد غادرت الشركة.').waitFor();
      await agent.getByText('لم تنضم إلى أي شركة بعد.').waitFor();
      await company.goto(`${site.url}/associated-agent`);
      await company.getByText('No agent has joined your company yet.').waitFor();
    } finally {
      await company.context().close();
      await agent.context().close();
    }
  });
});
