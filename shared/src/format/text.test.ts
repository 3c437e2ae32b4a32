/** @jest-environment node */
import { isolate, joinList } from './text';

describe('joinList', () => {
  it('separates items with a comma in English and the Arabic comma in Arabic', () => {
    expect(joinList(['jpg', 'png', 'ico'], 'en')).toBe('jpg, png, ico');
    expect(joinList(['jpg', 'png', 'ico'], 'ar')).toBe('jpg، png، ico');
    expect(joinList(['mp4'], 'ar')).toBe('mp4');
  });
});

describe('isolate', () => {
  it('sets the text between a first-strong isolate and its closing pop', () => {
    expect(isolate('2026@souq.sy')).toBe('\u20682026@souq.sy\u2069');
  });
});
