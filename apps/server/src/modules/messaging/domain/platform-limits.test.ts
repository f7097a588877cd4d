import { describe, expect, it } from 'vitest';
import { contactDetailIn, platformLimits, platformRefusal } from './platform-limits';

describe('platform limits', () => {
  it('finds links, email addresses and phone numbers, not dates, times or door codes', () => {
    expect(contactDetailIn('See https://example.com/loft')).toBe('a link');
    expect(contactDetailIn('Look at www.sea-view.pt')).toBe('a link');
    expect(contactDetailIn('Write to me at sam@example.com')).toBe('an email address');
    expect(contactDetailIn('Call +351 912 345 678')).toBe('a phone number');
    expect(contactDetailIn('Check-in 2027-05-01 from 4:00 PM; the code is 4821, we are at no. 12.')).toBeNull();
  });

  it('refuses contact details on an Airbnb or Vrbo inquiry thread only', () => {
    const inquiry = { platform: 'airbnb' as const, reservationId: null };
    expect(platformRefusal(inquiry, 'airbnb', 'Book at https://example.com')).toMatch(/^Airbnb does not allow links.*holds a link/);
    expect(platformRefusal(inquiry, 'airbnb', 'Yes, it is free those nights.')).toBeNull();
    expect(platformRefusal({ platform: 'airbnb', reservationId: 'stay' }, 'airbnb', 'https://example.com')).toBeNull();
    expect(platformRefusal({ platform: 'vrbo', reservationId: null }, 'vrbo', 'mail me: a@b.co')).toMatch(/^Vrbo/);
    expect(platformRefusal({ platform: 'booking', reservationId: null }, 'booking', 'https://example.com')).toBeNull();
    expect(platformRefusal(inquiry, 'guest-page', 'https://example.com')).toBeNull();
  });

  it('words the rules of each thread', () => {
    expect(platformLimits({ platform: null, reservationId: null })).toEqual([]);
    expect(platformLimits({ platform: 'vrbo', reservationId: null })[0]).toMatch(/^Vrbo does not allow links/);
    expect(platformLimits({ platform: 'booking', reservationId: 'stay' })[0]).toMatch(/only while the booking is active/);
  });
});
