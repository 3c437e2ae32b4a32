import { LISTING_STATUSES, type ListingStatus, refusal, type StatusActor } from './lifecycle.js';

const allowed = (
  from: ListingStatus,
  to: ListingStatus,
  by: StatusActor,
  side: 'sale' | 'rent' = 'sale',
  beforeHidden: ListingStatus | null = null,
) => refusal({ from, to, by, side, beforeHidden }) === null;

describe('listing lifecycle', () => {
  it('lets the owner publish a draft, pause and reactivate, and close a listing sold or rented', () => {
    expect(allowed('draft', 'active', 'owner')).toBe(true);
    expect(allowed('active', 'paused', 'owner')).toBe(true);
    expect(allowed('paused', 'active', 'owner')).toBe(true);
    expect(allowed('active', 'sold', 'owner', 'sale')).toBe(true);
    expect(allowed('active', 'rented', 'owner', 'rent')).toBe(true);
    expect(allowed('sold', 'active', 'owner')).toBe(true);
    expect(allowed('expired', 'active', 'owner')).toBe(true);
  });

  it('lets the system pause and restore (quotas) and expire by age, but not sell', () => {
    expect(allowed('active', 'paused', 'system')).toBe(true);
    expect(allowed('paused', 'active', 'system')).toBe(true);
    expect(allowed('active', 'expired', 'system')).toBe(true);
    expect(refusal({ from: 'active', to: 'sold', by: 'system', side: 'sale' })?.status).toBe(403);
  });

  it('refuses what does not follow: selling a draft, expiring by hand, renting a flat for sale', () => {
    expect(refusal({ from: 'draft', to: 'sold', by: 'owner', side: 'sale' })).toEqual({
      status: 400,
      message: 'A listing that is draft cannot be made sold.',
    });
    expect(refusal({ from: 'active', to: 'expired', by: 'owner', side: 'sale' })).toEqual({
      status: 403,
      message: 'You do not have permission!',
    });
    expect(refusal({ from: 'active', to: 'rented', by: 'owner', side: 'sale' })).toEqual({
      status: 400,
      message: 'Only a listing for rent can be marked rented.',
    });
    expect(refusal({ from: 'active', to: 'sold', by: 'owner', side: 'rent' })).toEqual({
      status: 400,
      message: 'Only a listing for sale can be marked sold.',
    });
    expect(refusal({ from: 'active', to: 'draft', by: 'owner', side: 'sale' })?.status).toBe(400);
  });

  it('lets only a moderator hide a listing of any status, and restore it to the status it had', () => {
    for (const from of LISTING_STATUSES.filter((s) => s !== 'hidden')) {
      expect(allowed(from, 'hidden', 'moderator')).toBe(true);
      expect(refusal({ from, to: 'hidden', by: 'owner', side: 'sale' })?.status).toBe(403);
    }
    expect(allowed('hidden', 'paused', 'moderator', 'sale', 'paused')).toBe(true);
    expect(
      refusal({ from: 'hidden', to: 'active', by: 'moderator', side: 'sale', beforeHidden: 'paused' })?.status,
    ).toBe(400);
    expect(refusal({ from: 'hidden', to: 'active', by: 'owner', side: 'sale', beforeHidden: 'active' })).toEqual({
      status: 403,
      message: 'This listing is under review and cannot be changed until the review ends.',
    });
    expect(refusal({ from: 'active', to: 'paused', by: 'moderator', side: 'sale' })?.status).toBe(400);
  });

  it('always lets a listing stay where it is', () => {
    for (const s of LISTING_STATUSES) expect(allowed(s, s, 'owner')).toBe(true);
  });
});
