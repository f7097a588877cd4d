import { describe, expect, it } from 'vitest';
import { checkSender, platformOfDomain, readAuthResults, verificationOf } from './sender';

const check = (from: string, authenticationResults?: string, fromName = '', subject = '') => checkSender({ from, fromName, subject, authenticationResults });

describe('platformOfDomain', () => {
  it.each([
    ['airbnb.com', 'airbnb'],
    ['reply.airbnb.com', 'airbnb'],
    ['guest.airbnb.com', 'airbnb'],
    ['vrbo.com', 'vrbo'],
    ['messages.homeaway.com', 'vrbo'],
    ['expediapartnercentral.com', 'vrbo'],
    ['booking.com', 'booking'],
    ['guest.booking.com', 'booking'],
    ['mchat.booking.com', 'booking'],
    ['property.booking.com', 'booking'],
  ])('%s is %s', (domain, platform) => {
    expect(platformOfDomain(domain)).toBe(platform);
  });

  it.each(['airbnb-support.co', 'airbnb.com.host-verify.net', 'myairbnb.com', 'booking-com.info', 'vrbo-owners.com', 'notbooking.com', 'gmail.com'])('%s is no platform', (domain) => {
    expect(platformOfDomain(domain)).toBeNull();
  });
});

describe('checkSender', () => {
  it('names the sender domain of a lookalike and of a display-name disguise', () => {
    expect(check('security@airbnb-support.co')).toEqual({ platform: null, rejected: "claims to be Airbnb but was sent from airbnb-support.co, not one of Airbnb's sender domains" });
    expect(check('automated@airbnb.com.host-verify.net')).toMatchObject({ platform: null, rejected: expect.stringContaining('airbnb.com.host-verify.net') });
    expect(check('airbnb.team@gmail.com', undefined, 'Airbnb')).toMatchObject({ rejected: expect.stringContaining('claims to be Airbnb but was sent from gmail.com') });
    expect(check('friend@gmail.com', undefined, 'Marta')).toEqual({ platform: null, rejected: 'not from Airbnb, Vrbo or Booking.com (sent from gmail.com)' });
  });

  it('verifies by DKIM signed by the platform, else SPF for its envelope sender, else by domain alone', () => {
    expect(check('automated@airbnb.com', 'mx.example; dkim=pass header.d=airbnb.com; spf=pass smtp.mailfrom=bounces@email.airbnb.com')).toEqual({ platform: 'airbnb', verifiedBy: 'dkim' });
    expect(check('automated@airbnb.com', 'mx.example; dkim=none; spf=pass (ok) smtp.mailfrom=bounces@email.airbnb.com')).toEqual({ platform: 'airbnb', verifiedBy: 'spf' });
    expect(check('automated@airbnb.com')).toEqual({ platform: 'airbnb', verifiedBy: 'domain' });
    expect(check('automated@airbnb.com', 'mx.example; dkim=none; spf=none')).toEqual({ platform: 'airbnb', verifiedBy: 'domain' });
  });

  it('does not count a pass for another domain', () => {
    expect(check('automated@airbnb.com', 'mx.example; dkim=pass header.d=bulk-sender.example; spf=pass smtp.mailfrom=x@bulk-sender.example')).toEqual({ platform: 'airbnb', verifiedBy: 'domain' });
  });

  it('rejects a platform sender whose DKIM or SPF failed with no pass', () => {
    expect(check('automated@airbnb.com', 'mx.example; dkim=fail header.d=airbnb.com; spf=fail smtp.mailfrom=automated@airbnb.com')).toMatchObject({ platform: 'airbnb', rejected: expect.stringContaining('sender not verified') });
    expect(check('noreply@booking.com', 'mx.example; spf=softfail smtp.mailfrom=noreply@booking.com')).toMatchObject({ rejected: expect.stringContaining('sender not verified') });
    expect(check('automated@airbnb.com', 'mx.example; dkim=fail header.d=airbnb.com; spf=pass smtp.mailfrom=b@email.airbnb.com')).toEqual({ platform: 'airbnb', verifiedBy: 'spf' });
  });
});

describe('readAuthResults and verificationOf', () => {
  it('reads methods, results and domains, comments removed', () => {
    expect(readAuthResults('mx.example; dkim=pass (2048-bit key) header.d=vrbo.com header.s=s1; spf=pass (sender ok) smtp.mailfrom=bounce@messages.homeaway.com; dmarc=pass header.from=vrbo.com')).toEqual([
      { method: 'dkim', result: 'pass', domain: 'vrbo.com' },
      { method: 'spf', result: 'pass', domain: 'messages.homeaway.com' },
      { method: 'dmarc', result: 'pass', domain: 'vrbo.com' },
    ]);
  });

  it('fails a DMARC failure for the platform', () => {
    expect(verificationOf('booking', 'mx.example; dmarc=fail header.from=booking.com')).toBe('failed');
  });
});
