import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIn } from '../ui/test-render';
import { Pagination } from './Pagination';

describe('<Pagination>', () => {
  it('shows page buttons, marks the current page and reports clicks', async () => {
    const onChange = jest.fn();
    await renderIn('en', <Pagination current={5} total={10} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(pages).toEqual(['', '1', '4', '5', '6', '10', '']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getAllByText('…')).toHaveLength(2);

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 10' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls).toEqual([[10], [6], [4]]);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const { unmount } = await renderIn('en', <Pagination current={1} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    unmount();
    await renderIn('en', <Pagination current={3} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('in Arabic, labels are Arabic and Previous points right', async () => {
    await renderIn('ar', <Pagination current={2} total={4} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'الصفحة السابقة' });
    expect(previous.querySelector('[data-pointing="right"]')).not.toBeNull();
    expect(
      screen.getByRole('button', { name: 'الصفحة التالية' }).querySelector('[data-pointing="left"]'),
    ).not.toBeNull();
  });

  it('in English, Previous points left', async () => {
    await renderIn('en', <Pagination current={2} total={4} onChange={() => {}} />);
    expect(
      screen.getByRole('button', { name: 'Previous page' }).querySelector('[data-pointing="left"]'),
    ).not.toBeNull();
  });

  it('always shows the first and the last page, the last one reachable with one click', async () => {
    const onChange = jest.fn();
    await renderIn('en', <Pagination current={1} total={167} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', '1', '2', '3', '167', '']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 167' }));
    expect(onChange.mock.calls).toEqual([[167]]);
  });

  it('in Arabic, right to left, shows the last page with its number and reaches it', async () => {
    const onChange = jest.fn();
    await renderIn('ar', <Pagination current={1} total={167} onChange={onChange} />);
    expect(document.documentElement.dir).toBe('rtl');
    const nav = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', '1', '2', '3', '167', '']);
    await userEvent.click(within(nav).getByRole('button', { name: 'الصفحة 167' }));
    expect(onChange.mock.calls).toEqual([[167]]);
  });

  it('groups a page number in thousands as every number is shown, Latin digits in Arabic too', async () => {
    const { unmount } = await renderIn('en', <Pagination current={1234} total={1234} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 1,234' })).toHaveTextContent('1,234');
    expect(screen.getByRole('button', { name: 'Page 1,232' })).toBeInTheDocument();
    unmount();
    await renderIn('ar', <Pagination current={1} total={1234} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'الصفحة 1,234' })).toHaveTextContent('1,234');
  });

  it('renders nothing for a single page', async () => {
    await renderIn('en', <Pagination current={1} total={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps Next on at the last page known when more pages follow', async () => {
    const onChange = jest.fn();
    await renderIn('en', <Pagination current={84} total={84} more onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[85]]);
  });
});
