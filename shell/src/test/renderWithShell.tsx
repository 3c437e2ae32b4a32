// Test helper: the shell's translations in a chosen language, and a router at a chosen path.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addTranslations, changeLanguage, SouqProviders } from '@souq/shared';
import { shellTranslations } from '@souq/shared/shell-translations';
import type { Lang } from '@souq/shared';

addTranslations('shell', shellTranslations);

function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

export async function renderWithShell(ui: ReactElement, { path = '/', language = 'en' as Lang } = {}) {
  await changeLanguage(language);
  return render(
    <SouqProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </SouqProviders>,
  );
}
