import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { changeLanguage, SouqProviders } from '@souq/shared';
import { addAreaTexts, AREA_NS } from './area-texts';
import { FileInput } from './FileInput';

// The kit's texts, as a remote's translations module adds them.
addAreaTexts(AREA_NS);

function Receipt() {
  const [chosen, setChosen] = useState<File | null>(null);
  return (
    <>
      <label htmlFor="receipt">الإيصال</label>
      <FileInput id="receipt" chosen={chosen} onChoose={setChosen} aria-describedby="receipt-hint" />
      <p id="receipt-hint">صورة أو ملف PDF</p>
    </>
  );
}

describe('a file field', () => {
  it("speaks the page's language, not the browser's, and keeps its own label as its name", async () => {
    await changeLanguage('ar');
    const user = userEvent.setup({ delay: null });
    render(
      <SouqProviders>
        <Receipt />
      </SouqProviders>,
    );
    expect(screen.getByText('اختر ملفاً')).toBeVisible();
    const field = screen.getByLabelText('الإيصال');
    expect(field).toHaveAccessibleName('الإيصال');
    expect(field).toHaveAccessibleDescription('لم يُختر أي ملف صورة أو ملف PDF');
    await user.upload(field, new File(['%PDF-1.7'], 'إيصال-التحويل.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('إيصال-التحويل.pdf')).toBeVisible();
    expect(field).toHaveAccessibleDescription('إيصال-التحويل.pdf صورة أو ملف PDF');
  });
});
