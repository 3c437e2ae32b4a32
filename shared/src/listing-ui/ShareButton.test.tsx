import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SouqToaster } from '@souq/shared';
import { renderIn } from '../ui/test-render';
import { ShareButton } from './ShareButton';
import type { Lang } from '../i18n/languages';

const TITLE = 'شقة "الياسمين" <b>';
const TEXT = '150,000 USD · دمشق، المزة';
const PATH = '/property/property-detail/12';
const AR_URL = 'http://localhost/property/property-detail/12';
const EN_URL = `${AR_URL}?lang=en`;

const share = (lang: Lang) =>
  renderIn(
    lang,
    <>
      <ShareButton ui={{ prefix: 'pp' }} path={PATH} title={TITLE} text={TEXT} />
      <SouqToaster />
    </>,
  );

/** What the browser's share sheet was handed, and how it answers. */
function installShareSheet(
  answer: () => Promise<void> = () => Promise.resolve(),
  canShare?: (data?: ShareData) => boolean,
) {
  const received: ShareData[] = [];
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: (data: ShareData) => {
      received.push(data);
      return answer();
    },
  });
  if (canShare) Object.defineProperty(navigator, 'canShare', { configurable: true, value: canShare });
  return received;
}

/** A clipboard that refuses to be written (permission denied). */
function refuseClipboard() {
  Object.defineProperty(navigator.clipboard, 'writeText', {
    configurable: true,
    value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
  });
}

beforeEach(() => {
  // An address with a query and a hash the shared link must not carry.
  window.history.replaceState(null, '', '/property-detail?id=12&utm_source=x#photos');
});

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { canShare?: unknown }).canShare;
  window.history.replaceState(null, '', '/');
});

describe('without the Web Share API: the menu', () => {
  it('offers WhatsApp, Telegram and Facebook with the clean canonical address, in a new tab', async () => {
    const user = userEvent.setup();
    await share('ar');
    const button = screen.getByRole('button', { name: 'مشاركة' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'مشاركة هذه الصفحة' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const whatsapp = within(menu).getByRole('menuitem', { name: 'واتساب' });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${TITLE}\n${AR_URL}`)}`);
    expect(within(menu).getByRole('menuitem', { name: 'تيليجرام' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(AR_URL)}&text=${encodeURIComponent(TITLE)}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'فيسبوك' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(AR_URL)}`,
    );
    const links = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.tagName === 'A');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(menu).getByRole('menuitem', { name: 'نسخ الرابط' })).toBeInTheDocument();
  });

  it('shares the English page under ?lang=en', async () => {
    const user = userEvent.setup();
    await share('en');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const menu = screen.getByRole('menu', { name: 'Share this page' });
    expect(within(menu).getByRole('menuitem', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(EN_URL)}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(EN_URL),
    );
  });

  it('is driven by the keyboard: focus on the first item, arrows move, Escape closes and gives focus back', async () => {
    const user = userEvent.setup();
    await share('en');
    const button = screen.getByRole('button', { name: 'Share' });
    button.focus();
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['WhatsApp', 'Telegram', 'Facebook', 'Copy link']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    await share('en');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('"Copy link" puts the canonical address on the clipboard and says so', async () => {
    const user = userEvent.setup();
    await share('en');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(EN_URL);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it('says it in Arabic too', async () => {
    const user = userEvent.setup();
    await share('ar');
    await user.click(screen.getByRole('button', { name: 'مشاركة' }));
    await user.click(screen.getByRole('menuitem', { name: 'نسخ الرابط' }));
    expect(await screen.findByText('تم نسخ الرابط')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(AR_URL);
  });

  it('when the clipboard is refused, shows the address in a field, selected, to copy by hand', async () => {
    const user = userEvent.setup();
    refuseClipboard();
    await share('ar');
    await user.click(screen.getByRole('button', { name: 'مشاركة' }));
    await user.click(screen.getByRole('menuitem', { name: 'نسخ الرابط' }));
    const field = await screen.findByRole('textbox', { name: 'انسخ هذا الرابط:' });
    expect(field).toHaveValue(AR_URL);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('dir', 'ltr');
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, AR_URL.length]);
    expect(screen.queryByText('تم نسخ الرابط')).not.toBeInTheDocument();
  });
});

describe('with the Web Share API: the system share sheet', () => {
  it('is handed the title, the text and the clean canonical address; no menu', async () => {
    const user = userEvent.setup();
    const received = installShareSheet();
    await share('en');
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).not.toHaveAttribute('aria-expanded');
    await user.click(button);
    expect(received).toEqual([{ title: TITLE, text: TEXT, url: EN_URL }]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('cancelling the sheet is silent', async () => {
    const user = userEvent.setup();
    const received = installShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    await share('ar');
    await user.click(screen.getByRole('button', { name: 'مشاركة' }));
    expect(received).toEqual([{ title: TITLE, text: TEXT, url: AR_URL }]);
    // The sheet's answer has arrived and been dealt with.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('a sheet that fails otherwise leaves the menu in its place', async () => {
    const user = userEvent.setup();
    installShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    await share('en');
    const button = screen.getByRole('button', { name: 'Share' });
    await user.click(button);
    expect(await screen.findByRole('menu', { name: 'Share this page' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('is not used when the browser says it cannot share this (canShare false)', async () => {
    const user = userEvent.setup();
    const received = installShareSheet(undefined, () => false);
    await share('en');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(received).toEqual([]);
  });
});
