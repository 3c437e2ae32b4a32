/** @jest-environment node */
import { changeLanguage } from '@souq/shared';
import { validateContact } from './contactValidation';
import { pagePath, pageTitle } from '../../lib/api/pageListing';

const labels = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };

describe('contact form rules (docs/product/validation.md messages)', () => {
  beforeAll(() => changeLanguage('en'));

  it('asks for every field, treating spaces as empty', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '\n' }, labels)).toEqual({
      name: 'The Name field is required',
      email: 'The Email field is required',
      subject: 'The Subject field is required',
      message: 'The Message field is required',
    });
  });

  it('checks the email and the maximum lengths', () => {
    const errors = validateContact(
      { name: 'n'.repeat(101), email: 'rami@', subject: 'ok', message: 'm'.repeat(5001) },
      labels,
    );
    expect(errors).toEqual({
      name: 'The Name field may not be greater than 100 characters.',
      email: 'Please enter a valid email address',
      message: 'The Message field may not be greater than 5000 characters.',
    });
  });

  it('accepts a complete message, markup included (it is sent and shown as text)', () => {
    expect(
      validateContact(
        { name: 'رامي', email: 'rami@example.com', subject: '<b>hi</b>', message: '<script>x</script>' },
        labels,
      ),
    ).toEqual({});
  });
});

describe('page titles and paths', () => {
  const page = { slug: 'faq', en_title: 'FAQ', fr_title: 'Questions', ar_title: 'الأسئلة' };
  it('shows the title for the stored language', () => {
    expect(pageTitle(page, 'ar')).toBe('الأسئلة');
    expect(pageTitle(page, 'en')).toBe('FAQ');
    expect(pageTitle({ ...page, ar_title: '' }, 'ar')).toBe('FAQ');
  });
  it('links about and affiliate to their own routes and the rest under /cms', () => {
    expect(pagePath('about')).toBe('/about');
    expect(pagePath('affiliate')).toBe('/affiliate');
    expect(pagePath('privacy-policy')).toBe('/cms/privacy-policy');
  });
});
