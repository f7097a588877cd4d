import { describe, expect, it } from 'vitest';
import { doorCodeAccess, type DoorCodeFacts } from './door-code-access';

const stay = { id: 'r1', status: 'confirmed' as const, kind: 'guest' as const, checkInAt: new Date('2027-03-12T20:00:00Z'), checkOutAt: new Date('2027-03-15T15:00:00Z') };
const base: DoorCodeFacts = { stay, code: { code: '482913', lockConfirmed: true }, askerReservationId: 'r1', bufferHours: 3, now: new Date('2027-03-12T12:00:00Z') };

describe('doorCodeAccess', () => {
  it('gives the code to the stay’s own guest inside the window once the lock confirmed it', () => {
    expect(doorCodeAccess(base)).toEqual({ state: 'available', code: '482913' });
  });

  it('says when the code comes before its release (24 hours before check-in)', () => {
    expect(doorCodeAccess({ ...base, now: new Date('2027-03-11T19:59:00Z') })).toEqual({ state: 'not-yet', releaseAt: new Date('2027-03-11T20:00:00Z') });
  });

  it('waits for the lock, refuses another stay’s guest, a cancelled stay and after checkout + buffer', () => {
    expect(doorCodeAccess({ ...base, code: { code: '482913', lockConfirmed: false } })).toEqual({ state: 'waiting-for-lock' });
    expect(doorCodeAccess({ ...base, code: null })).toEqual({ state: 'waiting-for-lock' });
    expect(doorCodeAccess({ ...base, askerReservationId: 'r2' })).toEqual({ state: 'refused' });
    expect(doorCodeAccess({ ...base, stay: { ...stay, status: 'cancelled' } })).toEqual({ state: 'refused' });
    expect(doorCodeAccess({ ...base, now: new Date('2027-03-15T18:00:00Z') })).toEqual({ state: 'refused' });
    expect(doorCodeAccess({ ...base, stay: null })).toEqual({ state: 'refused' });
  });
});
