import { describe, expect, it } from 'vitest';

import { formatMinutes, formatWindow, refusalOf } from './portal-format';

describe('the portal’s words', () => {
  it('writes a window in the property’s zone, naming the end’s day when it is another', () => {
    expect(formatWindow({ startsAt: '2026-06-01T09:00:00Z', endsAt: '2026-06-01T14:00:00Z', timezone: 'Europe/Paris' })).toBe('11:00 – 16:00');
    expect(formatWindow({ startsAt: '2026-06-01T09:00:00Z', endsAt: '2026-06-02T09:00:00Z', timezone: 'UTC' })).toBe('09:00 – Tue 2 Jun 09:00');
  });

  it('writes durations as minutes, then hours and minutes', () => {
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(125)).toBe('2 h 05 min');
  });

  it('refuses before sending a file too large, not a photo, or HEIC, saying why; lets photos through', () => {
    expect(refusalOf({ name: 'kitchen.jpg', type: 'image/jpeg', size: 3_000_000 })).toBeNull();
    expect(refusalOf({ name: 'unknown', type: '', size: 10 })).toBeNull();
    expect(refusalOf({ name: 'big.jpg', type: 'image/jpeg', size: 20_500_000 })).toBe('big.jpg is 20.5 MB; the limit is 15 MB.');
    expect(refusalOf({ name: 'notes.pdf', type: 'application/pdf', size: 100 })).toBe('notes.pdf is not a photo we can read. Send a JPEG, PNG, WebP or AVIF photo.');
    expect(refusalOf({ name: 'IMG_0001.HEIC', type: 'image/heic', size: 100 })).toMatch(/^IMG_0001.HEIC: HEIC photos cannot be read yet/);
  });
});
