import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { renderWithAntdIn as renderIn } from './test-render';

describe('DeleteConfirmDialog', () => {
  it('asks about the named item in English and reports the choice', async () => {
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    await renderIn(
      'en',
      <DeleteConfirmDialog open itemName="Villa in Latakia" onCancel={onCancel} onConfirm={onConfirm} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Villa in Latakia?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('speaks Arabic', async () => {
    await renderIn('ar', <DeleteConfirmDialog open itemName="شقة في حلب" onCancel={() => {}} onConfirm={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من أنك تريد حذف شقة في حلب؟');
    expect(screen.getByRole('button', { name: 'حذف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it('shows nothing while closed', async () => {
    await renderIn('en', <DeleteConfirmDialog open={false} itemName="x" onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
