import { breadcrumbTrail } from './breadcrumbTrail';

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
    expect(keys('/admin/payments')).toEqual(['home', 'adminArea']);
  });
  it('links a receipt back to the subscription history', () => {
    expect(breadcrumbTrail('/subscription-history/receipt/41').map((c) => c.to)).toEqual(['/', '/subscription-history', undefined]);
  });
  it('links every crumb but the last', () => {
    const trail = breadcrumbTrail('/auto/auto-detail/5');
    expect(trail.map((c) => c.to)).toEqual(['/', '/auto', undefined]);
  });
  it('titles a content page from its slug', () => expect(keys('/cms/term-and-conditions')).toEqual(['home', 'cms', 'Term and conditions']));
  it('marks unknown paths as not found', () => expect(keys('/nowhere')).toEqual(['home', 'notFound']));
  it('names the newsletter unsubscribe page', () => expect(keys('/newsletter/unsubscribe')).toEqual(['home', 'newsletterUnsubscribe']));
});
