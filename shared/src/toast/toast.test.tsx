import { act, render, screen } from '@testing-library/react';
import { SouqToaster } from './SouqToaster';
import { loadToastify, toast } from './toast';

describe('toast', () => {
  it('shows nothing until the first toast, then every toast asked for meanwhile, in order, top-center', async () => {
    const { container } = render(<SouqToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.error('First problem');
      toast.error('Second problem');
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const texts = [...document.querySelectorAll('.Toastify__toast')].map((t) => t.textContent);
    // Newest on top; the success toast comes last (10 ms later).
    expect(texts).toEqual(['Saved', 'Second problem', 'First problem']);
    expect(document.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
    expect(document.querySelector('.Toastify__toast--error')).not.toBeNull();
    expect(document.querySelector('.Toastify__toast--success')).not.toBeNull();
  });

  it('ignores empty and non-text messages', async () => {
    render(<SouqToaster />);
    act(() => {
      toast.error('');
      toast.error({ message: 'object' });
      toast.error('Shown');
    });
    expect(await screen.findByText('Shown')).toBeInTheDocument();
    expect(screen.queryByText('object')).not.toBeInTheDocument();
  });

  it('shows the same text once while it is on screen, even when asked twice', async () => {
    render(<SouqToaster />);
    act(() => {
      toast.error('You do not have permission!');
      toast.error('You do not have permission!');
    });
    expect(await screen.findByText('You do not have permission!')).toBeInTheDocument();
    act(() => toast.error('You do not have permission!'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getAllByText('You do not have permission!')).toHaveLength(1);
  });

  describe('never reach the next test', () => {
    it('(a test that ends while its toasts are still on their way)', async () => {
      await loadToastify();
      // Asked for with no toaster on the page, and a success toast still waiting out its delay.
      toast.error('Held for a toaster');
      toast.success('Still on its way');
    });

    it('(the next test) starts with no toast', async () => {
      render(<SouqToaster />);
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(screen.queryByText('Held for a toaster')).not.toBeInTheDocument();
      expect(screen.queryByText('Still on its way')).not.toBeInTheDocument();
      act(() => toast.error('Shown'));
      expect(await screen.findByText('Shown')).toBeInTheDocument();
    });
  });
});
