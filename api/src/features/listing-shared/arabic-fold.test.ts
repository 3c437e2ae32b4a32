import { containsPattern, foldText, keywordTerms, searchText } from './arabic-fold.js';

describe('search text', () => {
  it('folds the spellings people type into one', () => {
    expect(foldText('أبـو رُمّانة')).toBe(foldText('ابو رمانه'));
    expect(foldText('مَبنى ٣ طوابق، إطلالة!')).toBe('مبني 3 طوابق اطلاله');
    expect(foldText('  Villa\tin  MEZZEH ')).toBe('villa in mezzeh');
  });

  it("keeps each of a listing's words once, in the order they first come", () => {
    expect(searchText(['Flat in Mezzeh', 'شقة في المزة', null, 'Mezzeh, Damascus', 'المزة دمشق', undefined])).toBe(
      'flat in mezzeh شقه في المزه damascus دمشق',
    );
  });

  it("finds a listing by any of the keyword's words, whatever their spelling", () => {
    const text = searchText(['شقة في المزة', 'Damascus', 'دمشق']);
    for (const term of keywordTerms('المزّة  دمشق damascus')) expect(text.includes(term)).toBe(true);
    expect(keywordTerms('damascus Damascus دمشق')).toEqual(['damascus', 'دمشق']);
    expect(containsPattern('100%_off')).toBe('%100\\%\\_off%');
  });
});
