import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { changeLanguage } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { SouqToaster } from '../toast/SouqToaster';
import { loadToastify } from '../toast/toast';
import { configureHttp, http } from './http-client';
import { HttpError } from './http-error';

// A real API stand-in on 127.0.0.1. The page (jsdom, origin http://localhost) calls it cross-origin,
// so it answers CORS like the real deployment's reverse proxy would for a separate API host.
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let base: string;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Tenant, Accept, X-Proof-Of-Work');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const navigations: string[] = [];
const user = { id: 3, name: 'Lina', email: 'lina@example.sy', user_type: 'Corporate' as const };

beforeEach(async () => {
  seen.length = 0;
  navigations.length = 0;
  localStorage.clear();
  await changeLanguage('en');
  configureHttp({ apiBase: base, tenant: 'damascus', navigate: (path) => navigations.push(path) });
  sessionStore.getState().login('secret-token', user);
});

// Runs the call inside act(): its failure may put a toast on screen.
async function failure(call: () => Promise<unknown>): Promise<HttpError> {
  let caught: unknown = null;
  await act(async () => {
    try {
      await call();
    } catch (error) {
      caught = error;
    }
  });
  expect(caught).toBeInstanceOf(HttpError);
  return caught as unknown as HttpError;
}

describe('request shape', () => {
  it('authJson sends the Bearer token, the tenant header and bracketed array params, and resolves to the body', async () => {
    handler = (_req, _body, res) => json(res, 200, { success: true, message: 'ok', data: { n: 1 } });
    const body = await http.authJson<{ n: number }>({
      url: '/property/get-property-list',
      params: { amenities: ['Parking', 'Pool/Gym'], page: 2 },
    });
    expect(body).toEqual({ success: true, message: 'ok', data: { n: 1 } });
    const req = seen[0]!;
    expect(req.headers.authorization).toBe('Bearer secret-token');
    expect(req.headers['x-tenant']).toBe('damascus');
    expect(decodeURIComponent(req.url)).toBe(
      '/api/property/get-property-list?amenities[]=Parking&amenities[]=Pool/Gym&page=2',
    );
  });

  it('publicJson sends no Authorization header and posts JSON', async () => {
    handler = (_req, _body, res) => json(res, 200, { success: true, message: 'Logged in', data: null });
    await http.publicJson({ method: 'POST', url: '/login', data: { email: 'a@b.sy', password: 'pw' } });
    const req = seen[0]!;
    expect(req.headers.authorization).toBeUndefined();
    expect(req.headers['x-tenant']).toBe('damascus');
    expect(JSON.parse(req.body)).toEqual({ email: 'a@b.sy', password: 'pw' });
  });

  it("asks the API to answer in the visitor's language", async () => {
    handler = (_req, _body, res) => json(res, 200, { success: true, message: 'ok', data: null });
    await act(async () => changeLanguage('en'));
    await http.publicJson({ url: '/get-page-listing' });
    await act(async () => changeLanguage('ar'));
    await http.publicJson({ url: '/get-page-listing' });
    expect(seen.map((req) => req.headers['accept-language'])).toEqual(['en', 'ar']);
  });

  it('authMultipart uploads form data with the token', async () => {
    handler = (_req, _body, res) => json(res, 200, { success: true, message: 'uploaded', data: null });
    const form = new FormData();
    form.append('name', 'Villa in Latakia');
    await http.authMultipart({ url: '/add-property', data: form });
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe('Bearer secret-token');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body).toContain('Villa in Latakia');
  });

  it('never sends the token to an absolute URL outside the API base', async () => {
    handler = (_req, _body, res) => json(res, 200, { success: true, message: 'ok', data: null });
    await http.authJson({ url: `${base}/x` }).catch(() => undefined);
    for (const req of seen) expect(req.url.startsWith('/api/http')).toBe(true);
  });
});

describe('docs/product/errors.md response handling', () => {
  it("a 200 with 'Tenant not found.' clears the session, goes to / and rejects", async () => {
    handler = (_req, _body, res) => json(res, 200, { success: false, message: 'Tenant not found.', data: null });
    const error = await failure(() => http.authJson({ url: '/get-account' }));
    expect(error.kind).toBe('tenant');
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('401 clears the session and goes to /', async () => {
    handler = (_req, _body, res) => json(res, 401, { success: false, message: 'Unauthenticated.' });
    const error = await failure(() => http.authJson({ url: '/my-account' }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, notified: false });
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('403 toasts the permission message and goes to / after 2 seconds', async () => {
    render(<SouqToaster />);
    // The toast library loads on the first toast; have it ready before the clock is frozen.
    await act(async () => {
      await loadToastify();
    });
    handler = (_req, _body, res) => json(res, 403, { success: false, message: 'Forbidden' });
    // Only the page's clock is faked; the sockets keep running on real I/O callbacks.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const error = await failure(() => http.authJson({ url: '/my-listing' }));
      expect(error).toMatchObject({
        kind: 'forbidden',
        status: 403,
        notified: true,
        message: 'You do not have permission!',
      });
      // The session survives a 403; only the page changes, and not at once.
      expect(sessionStore.getState().token).toBe('secret-token');
      act(() => jest.advanceTimersByTime(1999));
      expect(navigations).toEqual([]);
      expect(screen.getByText('You do not have permission!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(navigations).toEqual(['/']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('400 flattens the errors into field:message and toasts the first', async () => {
    render(<SouqToaster />);
    handler = (_req, _body, res) =>
      json(res, 400, {
        success: false,
        message: 'Validation failed',
        errors: {
          email: ['The email field is required', 'Please enter a valid email address'],
          password: ['The password field is required'],
        },
      });
    const error = await failure(() => http.publicJson({ method: 'POST', url: '/login', data: {} }));
    expect(error.kind).toBe('validation');
    expect(error.errors).toEqual([
      'email:The email field is required',
      'email:Please enter a valid email address',
      'password:The password field is required',
    ]);
    expect(error.notified).toBe(true);
    // The toast shows the message, which names its field already, never the API's key.
    expect(await screen.findByText('The email field is required')).toBeInTheDocument();
    expect(screen.queryByText(/^email:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/The password field is required/)).not.toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('secret-token');
    expect(navigations).toEqual([]);
  });

  it.each([
    ['en', { otp: ['The verification code is incorrect.'] }, 'The verification code is incorrect.'],
    [
      'en',
      { confirm_password: ['The two passwords do not match.'] },
      'Confirm password: The two passwords do not match.',
    ],
    ['en', { old_password: ['The old password is incorrect.'] }, 'The old password is incorrect.'],
    ['en', { referrer_code: ['Not valid.'] }, 'Not valid.'],
    ['ar', { otp: ['رمز التحقق غير صحيح.'] }, 'رمز التحقق غير صحيح.'],
    ['ar', { otp: ['انتهت صلاحيته.'] }, 'رمز التحقق: انتهت صلاحيته.'],
    ['ar', { confirm_password: ['لا تطابق كلمة المرور الجديدة.'] }, 'تأكيد كلمة المرور: لا تطابق كلمة المرور الجديدة.'],
  ] as const)(
    'a 400 toast in %s names the field in the page language, not by its key (%j)',
    async (lang, errors, shown) => {
      await act(async () => changeLanguage(lang));
      render(<SouqToaster />);
      handler = (_req, _body, res) => json(res, 400, { success: false, message: 'Validation failed', errors });
      const error = await failure(() => http.publicJson({ method: 'POST', url: '/otp-verify', data: {} }));
      const [field, messages] = Object.entries(errors)[0]!;
      expect(error.errors).toEqual([`${field}:${messages[0]}`]);
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(screen.queryByText(new RegExp(`^${field}:`))).not.toBeInTheDocument();
    },
  );

  it('several calls refused together show the permission toast once', async () => {
    render(<SouqToaster />);
    await act(async () => {
      await loadToastify();
    });
    handler = (_req, _body, res) => json(res, 403, { success: false, message: 'Forbidden' });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const both = Promise.allSettled([http.authJson({ url: '/property/edit' }), http.authJson({ url: '/auto/edit' })]);
      await failure(() => both.then((results) => Promise.reject((results[1] as PromiseRejectedResult).reason)));
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getAllByText('You do not have permission!')).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1900));
      expect(navigations).toEqual(['/']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("any other error toasts the body's own message", async () => {
    render(<SouqToaster />);
    handler = (_req, _body, res) => json(res, 422, { success: false, message: 'This listing was already sold' });
    const error = await failure(() => http.authJson({ method: 'POST', url: '/add-remove-wishlist' }));
    expect(error).toMatchObject({
      kind: 'server',
      status: 422,
      message: 'This listing was already sold',
      notified: true,
    });
    expect(await screen.findByText('This listing was already sold')).toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it("an error without a body message toasts the error's own message", async () => {
    render(<SouqToaster />);
    handler = (_req, _body, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    };
    const error = await failure(() => http.publicJson({ url: '/banner-image' }));
    expect(error.message).toBe('Request failed with status code 502');
    expect(await screen.findByText('Request failed with status code 502')).toBeInTheDocument();
  });

  it('a network failure rejects without a toast and keeps the session', async () => {
    render(<SouqToaster />);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    configureHttp({ apiBase: `http://127.0.0.1:${port}/api` });
    // jsdom reports the refused connection on the console, as a browser would.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(() => http.publicJson({ url: '/check-email' }));
    expect(error).toMatchObject({ kind: 'network', status: null, notified: false });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(sessionStore.getState().token).toBe('secret-token');
    expect(navigations).toEqual([]);
    consoleError.mockRestore();
  });
});

describe('a puzzle from the API (an address past its ceiling)', () => {
  /** As the API checks an answer: the challenge it issued, and SHA-256 of the header beginning with enough zero bits. */
  function solves(header: string | string[] | undefined, challenge: string, difficulty: number): boolean {
    if (typeof header !== 'string' || !header.startsWith(`${challenge}:`)) return false;
    const hash = createHash('sha256').update(header).digest();
    const bits = [...hash].findIndex((byte) => byte !== 0);
    const zeros = bits === -1 ? 256 : bits * 8 + Math.clz32(hash[bits]!) - 24;
    return zeros >= difficulty;
  }
  const puzzle = (res: ServerResponse, challenge: string, difficulty: number) =>
    json(res, 428, {
      success: false,
      message: 'Checking your connection. Please wait a moment…',
      proof_of_work: { challenge, difficulty, expires_in: 300 },
    });

  it('is solved and the same request sent again, with everything typed, and the caller only waits', async () => {
    render(<SouqToaster />);
    handler = (req, _body, res) => {
      if (solves(req.headers['x-proof-of-work'], '1.abc.123', 8))
        json(res, 200, { success: true, message: 'Login successful.', data: { token: 't' } });
      else puzzle(res, '1.abc.123', 8);
    };
    const typed = { email: 'lina@example.sy', password: 'كلمة سر 2026' };
    const body = await http.publicJson({
      method: 'POST',
      url: '/login',
      data: typed,
      headers: { 'Accept-Language': 'ar' },
    });
    expect(body).toEqual({ success: true, message: 'Login successful.', data: { token: 't' } });
    expect(seen).toHaveLength(2);
    const [asked, answered] = seen as [(typeof seen)[0], (typeof seen)[0]];
    expect(answered.method).toBe('POST');
    expect(answered.url).toBe(asked.url);
    expect(JSON.parse(answered.body)).toEqual(typed);
    expect(answered.headers['accept-language']).toBe('ar');
    expect(answered.headers['x-proof-of-work']).toMatch(/^1\.abc\.123:\d+$/);
    expect(asked.headers['x-proof-of-work']).toBeUndefined();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('answers a GET and an authenticated call the same way', async () => {
    handler = (req, _body, res) => {
      if (solves(req.headers['x-proof-of-work'], 'get-challenge', 4))
        json(res, 200, { success: true, message: 'The email is available.', data: { available: true } });
      else puzzle(res, 'get-challenge', 4);
    };
    await http.publicJson({ url: '/check-email', params: { email: 'a@b.sy' } });
    await http.authJson({ url: '/check-email', params: { email: 'a@b.sy' } });
    expect(
      seen.map((req) => [req.method, decodeURIComponent(req.url), Boolean(req.headers['x-proof-of-work'])]),
    ).toEqual([
      ['GET', '/api/check-email?email=a@b.sy', false],
      ['GET', '/api/check-email?email=a@b.sy', true],
      ['GET', '/api/check-email?email=a@b.sy', false],
      ['GET', '/api/check-email?email=a@b.sy', true],
    ]);
    expect(seen[3]!.headers.authorization).toBe('Bearer secret-token');
  });

  it('says in the page language that the connection is being checked while the answer takes a moment', async () => {
    await act(async () => changeLanguage('ar'));
    render(<SouqToaster />);
    // Thirty bits: far more work than the test waits for; the wait notice shows, and leaves when the caller gives up.
    handler = (_req, _body, res) => puzzle(res, 'hard', 30);
    const controller = new AbortController();
    let settled: unknown = null;
    const call = http
      .publicJson({ method: 'POST', url: '/forgot-password', data: { email: 'a@b.sy' }, signal: controller.signal })
      .catch((error: unknown) => (settled = error));
    const notice = await screen.findByText('جارٍ التحقق من اتصالك…', undefined, { timeout: 10_000 });
    await act(async () => {
      controller.abort();
      await call;
    });
    expect(settled).toMatchObject({ kind: 'cancelled', notified: false });
    // The notice leaves once its closing animation ends (jsdom runs no animation: it is ended here as a browser would).
    await waitFor(() => expect(notice).toHaveClass('Toastify__bounce-exit--top-center'));
    fireEvent.animationEnd(notice);
    await waitFor(() => expect(screen.queryByText('جارٍ التحقق من اتصالك…')).not.toBeInTheDocument());
    expect(seen).toHaveLength(1);
  });

  it('a refused answer is said, and the request is not sent again', async () => {
    render(<SouqToaster />);
    const wrong = 'The answer to the connection check is wrong. Please try again.';
    handler = (req, _body, res) => {
      if (req.headers['x-proof-of-work'])
        json(res, 400, { success: false, message: wrong, errors: { request: [wrong] } });
      else puzzle(res, 'c', 2);
    };
    const error = await failure(() =>
      http.publicJson({ method: 'POST', url: '/contact-save', data: { name: 'Rami' } }),
    );
    expect(error).toMatchObject({ kind: 'validation', status: 400, notified: true });
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });

  it('gives up with a message when the puzzles keep coming back', async () => {
    render(<SouqToaster />);
    handler = (_req, _body, res) => puzzle(res, 'again', 2);
    const error = await failure(() =>
      http.publicJson({ method: 'POST', url: '/newsletter/subscribe', data: { email: 'a@b.sy' } }),
    );
    expect(error).toMatchObject({
      kind: 'server',
      status: 428,
      notified: true,
      message: 'We could not check your connection. Please try again.',
    });
    expect(await screen.findByText('We could not check your connection. Please try again.')).toBeInTheDocument();
    expect(seen).toHaveLength(4);
  });
});
