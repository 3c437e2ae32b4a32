import { readFileSync } from 'node:fs';
import { placeCode, SYRIA } from './syria-geography.js';

// The maps draw the governorates' outlines from a file the site serves (shared/src/map/governorate-outlines.json):
// one per governorate of the geography data, named as it is named here.
const file = new URL('../../../shared/src/map/governorate-outlines.json', import.meta.url);
const outlines = JSON.parse(readFileSync(file, 'utf8')) as {
  features: { properties: { code: string; name_en: string; name_ar: string } }[];
};

describe("the maps' governorate outlines", () => {
  it('name every governorate of the geography data, as it names them', () => {
    expect(
      outlines.features
        .map(({ properties: { code, name_en, name_ar } }) => ({ code, name_en, name_ar }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    ).toEqual(
      SYRIA.map(([en, ar]) => ({ code: placeCode(en), name_en: en, name_ar: ar })).sort((a, b) =>
        a.code.localeCompare(b.code),
      ),
    );
  });
});
