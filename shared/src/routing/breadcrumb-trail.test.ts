import { breadcrumbTrail } from './breadcrumb-trail';

const keys = (path: string) => breadcrumbTrail(path).map((c) => c.text ?? c.labelKey);

describe('breadcrumb trail', () => {
  it('is empty on the home page', () => expect(keys('/')).toEqual([]));
  it('goes Home > section > current page', () => {
    expect(keys('/auto/auto-detail/5')).toEqual(['home', 'auto', 'autoDetail']);
    expect(keys('/property/map')).toEqual(['home', 'property', 'propertyMap']);
    expect(keys('/property-detail')).toEqual(['home', 'property', 'propertyDetail']);
    expect(keys('/my-listing/update/3')).toEqual(['home', 'myListing', 'editListing']);
    expect(keys('/my-listing/addProperty')).toEqual(['home', 'myListing', 'addListing']);
    expect(keys('/agent-details/4')).toEqual(['home', 'agentDetails']);
    expect(keys('/subscription-history')).toEqual(['home', 'subscriptionHistory']);
    expect(keys('/subscription-history/receipt/41')).toEqual(['home', 'subscriptionHistory', 'paymentReceipt']);
    expect(keys('/subscription-plans/checkout')).toEqual(['home', 'subscriptionPlans', 'checkout']);
    expect(keys('/subscription-plans/payment/7')).toEqual(['home', 'subscriptionPlans', 'payment']);
    expect(keys('/my-account/saved-searches')).toEqual(['home', 'myAccount', 'savedSearches']);
    expect(keys('/my-account/contacted')).toEqual(['home', 'myAccount', 'contactedListings']);
    expect(keys('/admin')).toEqual(['home', 'adminArea']);
    expect(keys('/admin/payments')).toEqual(['home', 'adminArea', 'adminPage']);
  });
  it('links an admin page back to the admin area', () => {
    expect(breadcrumbTrail('/admin/members/12').map((c) => c.to)).toEqual(['/', '/admin', undefined]);
  });
  it('links a receipt back to the subscription history', () => {
    expect(breadcrumbTrail('/subscription-history/receipt/41').map((c) => c.to)).toEqual([
      '/',
      '/subscription-history',
      undefined,
    ]);
  });
  it('links every crumb but the last', () => {
    const trail = breadcrumbTrail('/auto/auto-detail/5');
    expect(trail.map((c) => c.to)).toEqual(['/', '/auto', undefined]);
  });
  it('titles a content page from its slug', () =>
    expect(keys('/cms/term-and-conditions')).toEqual(['home', 'cms', 'Term and conditions']));
  it('titles a content page whose address has a malformed escape with the slug as typed', () => {
    expect(keys('/cms/%D9%85%D8%B3%D8%A7%D8%B9%D8%AF%D8%A9')).toEqual(['home', 'cms', 'مساعدة']);
    expect(keys('/cms/help-%E0%A4%A')).toEqual(['home', 'cms', 'Help %E0%A4%A']);
  });
  it('marks unknown paths as not found', () => expect(keys('/nowhere')).toEqual(['home', 'notFound']));
  it('names the newsletter unsubscribe page', () =>
    expect(keys('/newsletter/unsubscribe')).toEqual(['home', 'newsletterUnsubscribe']));
});
