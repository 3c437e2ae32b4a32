import { render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { act } from 'react';
import { GENERIC_TITLE, GenericTitle } from './GenericTitle';

let navigate: (to: string) => void = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('the tab title while moving inside the app', () => {
  it("keeps the landed page's own title, and goes back to the site's once the visitor moves on", () => {
    document.title = 'Flat in Mezzeh — 120,000 USD | Souq';
    render(
      <MemoryRouter initialEntries={['/property/property-detail/3']}>
        <GenericTitle />
        <Navigator />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Flat in Mezzeh — 120,000 USD | Souq');
    act(() => navigate('/property'));
    expect(document.title).toBe(GENERIC_TITLE);
    // Coming back to the landed address inside the app does not bring the server's title back either.
    document.title = 'About us | Souq';
    act(() => navigate('/property/property-detail/3'));
    expect(document.title).toBe(GENERIC_TITLE);
  });
});
