import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { individual, renderPage } from '../testing/area-page';
import { addAreaTexts, AREA_NS } from './area-texts';
import { AreaNav, type AreaNavLink } from './AreaNav';

// The kit's texts, as a remote's translations module adds them.
addAreaTexts(AREA_NS);

// jsdom lays nothing out: the strip's widths and scroll position are those of a 390 px phone showing 4 of 12 links.
const strip = { scrollWidth: 1360, clientWidth: 358, scrollLeft: 0 };
const isStrip = (node: Element) => node.classList.contains('account-nav');
const scrollBy = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
  this.scrollLeft += options.left ?? 0;
  fireEvent.scroll(this);
});

beforeAll(() => {
  for (const name of ['scrollWidth', 'clientWidth'] as const)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return isStrip(this) ? strip[name] : 0;
      },
    });
  Object.defineProperty(HTMLElement.prototype, 'scrollLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return isStrip(this) ? strip.scrollLeft : 0;
    },
    set(this: HTMLElement, value: number) {
      if (isStrip(this)) strip.scrollLeft = value;
    },
  });
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
});
afterAll(() => {
  for (const name of ['scrollWidth', 'clientWidth', 'scrollLeft', 'scrollBy'] as const)
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});
beforeEach(() => {
  Object.assign(strip, { scrollWidth: 1360, clientWidth: 358, scrollLeft: 0 });
  scrollBy.mockClear();
});

const links: AreaNavLink[] = Array.from({ length: 12 }, (_, i) => ({
  to: `/page-${i + 1}`,
  text: `Page ${i + 1}`,
  current: i === 0,
}));
const nav = () => screen.getByRole('navigation', { name: 'My account pages' });
const moveTo = (scrollLeft: number) => {
  strip.scrollLeft = scrollLeft;
  fireEvent.scroll(nav());
};

describe('the area navigation on a phone, where its links are one strip wider than the screen', () => {
  it('shows that there is more at the end, and scrolls there from its arrow (English: to the right)', async () => {
    await renderPage('en', '/page-1', individual, <AreaNav label="My account pages" links={links} />);
    const strip = nav().parentElement!;
    expect(strip).toHaveAttribute('data-more-end', 'true');
    expect(strip).not.toHaveAttribute('data-more-start');
    expect(screen.queryByRole('button', { name: 'Scroll back to the earlier links' })).not.toBeInTheDocument();
    const on = screen.getByRole('button', { name: 'Scroll on to more links' });
    // The links are the keyboard's way along the strip; the arrow is for pointers and touch.
    expect(on).toHaveAttribute('tabindex', '-1');
    expect(on).toHaveAttribute('aria-controls', nav().id);

    await userEvent.click(on);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy.mock.calls[0]![0].left).toBeGreaterThan(0);
    expect(strip).toHaveAttribute('data-more-start', 'true');
    expect(screen.getByRole('button', { name: 'Scroll back to the earlier links' })).toBeInTheDocument();

    act(() => moveTo(1360 - 358));
    expect(strip).not.toHaveAttribute('data-more-end');
    expect(screen.queryByRole('button', { name: 'Scroll on to more links' })).not.toBeInTheDocument();
  });

  it('in Arabic, scrolls towards the left, where the strip goes on (scrollLeft runs negative)', async () => {
    await renderPage('ar', '/page-1', individual, <AreaNav label="My account pages" links={links} />);
    const on = screen.getByRole('button', { name: 'مرّر إلى مزيد من الروابط' });
    await userEvent.click(on);
    expect(scrollBy.mock.calls[0]![0].left).toBeLessThan(0);
    expect(strip.scrollLeft).toBeLessThan(0);
    const back = screen.getByRole('button', { name: 'مرّر إلى الروابط السابقة' });
    await userEvent.click(back);
    expect(scrollBy.mock.calls[1]![0].left).toBeGreaterThan(0);
  });

  it('shows no arrow when every link fits (a wide screen, where they wrap)', async () => {
    Object.assign(strip, { scrollWidth: 1168, clientWidth: 1168 });
    await renderPage('en', '/page-1', individual, <AreaNav label="My account pages" links={links} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(nav().parentElement).not.toHaveAttribute('data-more-end');
  });
});
