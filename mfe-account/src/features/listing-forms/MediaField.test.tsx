import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '@souq/shared/testing';
import { fileOf, formStandIn, openNewListing } from './testFixtures';
import type { Lang } from '@souq/shared';

// The photo and video pickers, as a member meets them in a listing form.
const api = formStandIn();

const addPage = (lang: Lang) => openNewListing('auto', lang);
const uploaded = (id: number) => ok('File uploaded successfully', { id, url: `/api/uploaded-files/${id}.webp` });

describe('the media picker', () => {
  it('names its buttons and drop zone in English, over real file inputs', async () => {
    await addPage('en');
    const photos = await screen.findByLabelText('Add photos');
    expect(photos).toHaveAttribute('type', 'file');
    expect(photos).toHaveAttribute('multiple');
    expect(screen.getByLabelText('Choose a video')).toHaveAttribute('type', 'file');
    expect(screen.getByText('or drop files here')).toBeInTheDocument();
    expect(screen.getByText('or drop a video here')).toBeInTheDocument();
  });

  it('names its buttons and drop zone in Arabic', async () => {
    await addPage('ar');
    expect(await screen.findByLabelText('أضف صوراً')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('اختر فيديو')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('التقط صورة')).toHaveAttribute('type', 'file');
    expect(screen.getByText('أو أفلت الملفات هنا')).toBeInTheDocument();
  });

  it("offers the phone's camera: a photo input that captures from the back camera", async () => {
    await addPage('en');
    const camera = await screen.findByLabelText('Take a photo');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Record a video')).toHaveAttribute('capture', 'environment');
  });

  it('uploads the photos dropped on it, and checks them first like chosen ones', async () => {
    let id = 80;
    api.answer('POST /media/upload', () => uploaded((id += 1)));
    await addPage('en');
    const zone = await screen.findByTestId('photos-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [fileOf('front.jpg', 'image/jpeg'), fileOf('notes.txt', 'text/plain'), fileOf('back.png', 'image/png')],
      },
    });

    const list = screen.getByRole('list', { name: 'Photos' });
    expect(within(list).getByText(/notes\.txt: this type of file is not accepted/)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByText('Uploaded')).toHaveLength(2));
    expect(within(list).getByText('front.jpg')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/media/upload')).toHaveLength(2);
  });

  it('takes only the first of several videos dropped', async () => {
    api.answer('POST /media/upload', () => uploaded(90));
    await addPage('en');
    fireEvent.drop(await screen.findByTestId('video-drop-zone'), {
      dataTransfer: { files: [fileOf('a.mp4', 'video/mp4'), fileOf('b.mp4', 'video/mp4')] },
    });
    const list = screen.getByRole('list', { name: 'Video' });
    await waitFor(() => expect(within(list).getByText('Uploaded')).toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('a.mp4')).toBeInTheDocument();
  });

  // The media service takes SVG from administrators only: a member is never told it is accepted.
  it('names only the types a member may upload, in the hint and when an SVG is refused (English)', async () => {
    api.answer('POST /media/upload', () => uploaded(95));
    await addPage('en');
    const accepted = 'jpg, jpeg, png, gif, bmp, webp, ico';
    expect(await screen.findByText(`Images: ${accepted}, up to 10 MB each.`)).toBeInTheDocument();
    expect(screen.getByLabelText('Add photos').getAttribute('accept')).not.toContain('svg');
    fireEvent.drop(screen.getByTestId('photos-drop-zone'), {
      dataTransfer: { files: [fileOf('logo.svg', 'image/svg+xml')] },
    });
    const list = screen.getByRole('list', { name: 'Photos' });
    expect(
      within(list).getByText(`logo.svg: this type of file is not accepted. Accepted: ${accepted}.`),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/media/upload')).toHaveLength(0);
  });

  it('names only the types a member may upload, in Arabic', async () => {
    await addPage('ar');
    const accepted = 'jpg، jpeg، png، gif، bmp، webp، ico';
    expect(await screen.findByText(`الصور: ${accepted}، حتى 10 MB لكل صورة.`)).toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('photos-drop-zone'), {
      dataTransfer: { files: [fileOf('شعار.svg', 'image/svg+xml')] },
    });
    expect(
      await screen.findByText(`شعار.svg: هذا النوع من الملفات غير مقبول. الأنواع المقبولة: ${accepted}.`),
    ).toBeInTheDocument();
  });
});
