// Reading the codes the site emails, from the API's development outbox (no mail server needed).

interface OutboxMail {
  id: number;
  subject: string;
  text: string;
}

async function mails(siteUrl: string, email: string): Promise<OutboxMail[]> {
  const res = await fetch(`${siteUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`outbox answered ${res.status}`);
  return ((await res.json()) as { data: OutboxMail[] }).data;
}

/** The six-digit code in the newest email to `email` (waits briefly for it to arrive). */
export async function latestCode(siteUrl: string, email: string, after = 0): Promise<{ code: string; id: number }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const newest = (await mails(siteUrl, email)).find((mail) => mail.id > after);
    const code = newest && /\b(\d{6})\b/.exec(newest.text)?.[1];
    if (newest && code) return { code, id: newest.id };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code emailed to ${email}`);
}

/** The id of the newest email to `email`, or 0: codes sent later have larger ids. */
export async function newestMailId(siteUrl: string, email: string): Promise<number> {
  return (await mails(siteUrl, email))[0]?.id ?? 0;
}

/** The newest email to `email` whose subject or text matches `pattern` (waits briefly for it to arrive). */
export async function mailMatching(siteUrl: string, email: string, pattern: RegExp): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await mails(siteUrl, email)).find((mail) => pattern.test(mail.subject) || pattern.test(mail.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${email} matching ${pattern}`);
}
