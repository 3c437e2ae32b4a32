import { joinList } from './text';

describe('joinList', () => {
  it('separates items with a comma in English and the Arabic comma in Arabic', () => {
    expect(joinList(['jpg', 'png', 'ico'], 'en')).toBe('jpg, png, ico');
    expect(joinList(['jpg', 'png', 'ico'], 'ar')).toBe('jpg، png، ico');
    expect(joinList(['mp4'], 'ar')).toBe('mp4');
  });
});
