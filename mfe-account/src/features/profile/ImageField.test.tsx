import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { agent, renderPage } from '../../testing/render';
import { ImageField } from './ImageField';
import './profileTexts';

jest.setTimeout(60_000);

let api: ApiStandIn;
beforeAll(async () => {
  api = await startApiStandIn();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.reset();
  await useStandIn(api);
});

// No SVG for a member's picture (the media service takes it from administrators only): never offered, never named.
describe("a member's picture", () => {
  it('offers only the accepted types and names only them when an SVG is chosen (English)', async () => {
    await renderPage('en', '/my-account', agent, <ImageField kind="company_logo" label="Company logo" />);
    const input = screen.getByLabelText('Company logo');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.bmp,.webp,.ico');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(
      await screen.findByText('The Company logo must be an image of type: jpg, jpeg, png, gif, bmp, webp, ico.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/media/upload')).toHaveLength(0);
  });

  it('names them in Arabic', async () => {
    await renderPage('ar', '/my-account', agent, <ImageField kind="user_profile_image" label="الصورة الشخصية" />);
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('الصورة الشخصية'), new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(
      await screen.findByText('يجب أن يكون الصورة الشخصية صورة من نوع: jpg، jpeg، png، gif، bmp، webp، ico.'),
    ).toBeInTheDocument();
  });
});
