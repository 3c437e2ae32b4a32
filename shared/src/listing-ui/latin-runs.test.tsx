import { screen } from '@testing-library/react';
import { renderIn } from '../ui/test-render';
import { isolateLatinRuns, latinRuns, MixedText } from './latin-runs';

describe('Latin runs in an Arabic title', () => {
  it('isolates each run of Latin words and leaves the year with the Arabic', () => {
    expect(latinRuns('شيفروليه سبارك Sport 2021', true)).toEqual([
      { text: 'شيفروليه سبارك ', latin: false },
      { text: 'Sport', latin: true },
      { text: ' 2021', latin: false },
    ]);
    expect(latinRuns('كيا ريو Full Option 2019', true)).toEqual([
      { text: 'كيا ريو ', latin: false },
      { text: 'Full Option', latin: true },
      { text: ' 2019', latin: false },
    ]);
    expect(latinRuns('Kia Rio 2019 للبيع', true)).toEqual([
      { text: 'Kia Rio', latin: true },
      { text: ' 2019 للبيع', latin: false },
    ]);
  });

  it('leaves alone titles without Arabic, and any title on a left-to-right page', () => {
    expect(latinRuns('Chevrolet Spark Sport 2021', true)).toEqual([
      { text: 'Chevrolet Spark Sport 2021', latin: false },
    ]);
    expect(latinRuns('شيفروليه سبارك Sport 2021', false)).toEqual([
      { text: 'شيفروليه سبارك Sport 2021', latin: false },
    ]);
  });

  it('marks the runs with isolates in plain text', () => {
    expect(isolateLatinRuns('شيفروليه سبارك Sport 2021', true)).toBe('شيفروليه سبارك \u2066Sport\u2069 2021');
    expect(isolateLatinRuns('Chevrolet Spark Sport 2021', true)).toBe('Chevrolet Spark Sport 2021');
  });

  it('renders the runs in <bdi> in Arabic, keeping the text as written', async () => {
    const { container } = await renderIn(
      'ar',
      <h2>
        <MixedText text="شيفروليه سبارك Sport 2021" />
      </h2>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('شيفروليه سبارك Sport 2021');
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Sport']);
  });
});
