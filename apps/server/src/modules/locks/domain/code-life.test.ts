import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeSchedule,
  codesForFreeSlots,
  CONFIRMED,
  DOOR_CODE_STATUSES,
  FINISHED,
  LIVE_ON_LOCK,
  nextAttemptAt,
  nextDoorCodeStatus,
  PROGRAMMING_RETRY_DELAYS_MS,
  type DoorCodeEvent,
  type DoorCodeStatus,
} from './code-life';

const EVENTS: DoorCodeEvent[] = ['send', 'sent', 'checked', 'confirmed', 'failed', 'retry-due', 'retries-exhausted', 'backup-pulled', 'no-backup', 'host-asked', 'host-handles', 'window-moved', 'cancel', 'expire', 'removal-confirmed'];
const HOUR = 3_600_000;

describe('nextDoorCodeStatus', () => {
  it('takes a code from planned to set, then off the lock', () => {
    const path: Array<[DoorCodeEvent, DoorCodeStatus]> = [
      ['send', 'programming'],
      ['confirmed', 'set'],
      ['window-moved', 'set'],
      ['expire', 'removing'],
      ['removal-confirmed', 'removed'],
    ];
    let status: DoorCodeStatus = 'planned';
    for (const [event, expected] of path) {
      status = nextDoorCodeStatus(status, event)!;
      expect(status).toBe(expected);
    }
  });

  it('retries a failed code, then issues a backup, or strands it for a person', () => {
    expect(nextDoorCodeStatus('programming', 'failed')).toBe('retrying');
    expect(nextDoorCodeStatus('retrying', 'retry-due')).toBe('programming');
    expect(nextDoorCodeStatus('retrying', 'retries-exhausted')).toBe('failed');
    expect(nextDoorCodeStatus('failed', 'backup-pulled')).toBe('backup');
    // The host is asked once ('Send backup code' or "I'll handle it"); the code waits for the answer.
    expect(nextDoorCodeStatus('failed', 'host-asked')).toBe('failed');
    expect(nextDoorCodeStatus('failed', 'host-handles')).toBe('stranded');
    expect(nextDoorCodeStatus('stranded', 'send')).toBe('programming');
    expect(nextDoorCodeStatus('set', 'host-handles')).toBeNull();
    expect(nextDoorCodeStatus('failed', 'no-backup')).toBe('stranded');
    expect(nextDoorCodeStatus('stranded', 'send')).toBe('programming');
  });

  it('a cancelled stay never leaves a live code: whatever the state, cancel and expire end off the lock', () => {
    for (const status of DOOR_CODE_STATUSES) {
      for (const event of ['cancel', 'expire'] as const) {
        const next = nextDoorCodeStatus(status, event);
        if (next === null) {
          expect(FINISHED.has(status) || status === 'removing').toBe(true);
          continue;
        }
        // Either it never reached the lock, or its removal is under way.
        expect(next === 'cancelled' || next === 'removing').toBe(true);
        if (next === 'cancelled') expect(LIVE_ON_LOCK.has(status)).toBe(false);
      }
    }
  });

  it('finished codes take no event, and only confirmed states are ever given to anyone', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 40 }), (events) => {
        let status: DoorCodeStatus = 'planned';
        for (const event of events) {
          const next = nextDoorCodeStatus(status, event);
          if (FINISHED.has(status)) expect(next).toBeNull();
          // A code becomes confirmed only through the lock saying so (or a backup the lock holds).
          if (next && CONFIRMED.has(next) && !CONFIRMED.has(status)) expect(['confirmed', 'backup-pulled']).toContain(event);
          status = next ?? status;
        }
      }),
      { seed: 19, numRuns: 500 },
    );
  });
});

describe('nextAttemptAt', () => {
  it('backs off, then stops', () => {
    const failedAt = new Date('2026-12-01T15:00:00Z');
    expect(nextAttemptAt(1, failedAt)!.getTime() - failedAt.getTime()).toBe(PROGRAMMING_RETRY_DELAYS_MS[0]);
    expect(nextAttemptAt(4, failedAt)!.getTime() - failedAt.getTime()).toBe(PROGRAMMING_RETRY_DELAYS_MS[3]);
    expect(nextAttemptAt(5, failedAt)).toBeNull();
  });
});

describe('codeSchedule', () => {
  const stay = { checkInAt: new Date('2026-12-10T16:00:00Z'), checkOutAt: new Date('2026-12-13T10:00:00Z') };
  const buffers = { beforeMinutes: 60, afterMinutes: 30 };

  it('is valid from check-in − buffer to checkout + buffer, sent at T−24 h, checked at T−2 h', () => {
    const schedule = codeSchedule(stay, buffers, new Date('2026-12-01T00:00:00Z'));
    expect(schedule.startsAt.toISOString()).toBe('2026-12-10T15:00:00.000Z');
    expect(schedule.endsAt.toISOString()).toBe('2026-12-13T10:30:00.000Z');
    expect(schedule.sendAt.toISOString()).toBe('2026-12-09T16:00:00.000Z');
    expect(schedule.checkAt.toISOString()).toBe('2026-12-10T14:00:00.000Z');
  });

  it('goes to the lock at once for a stay booked less than a day ahead', () => {
    const now = new Date('2026-12-10T09:00:00Z');
    expect(codeSchedule(stay, buffers, now).sendAt).toEqual(now);
  });
});

describe('codesForFreeSlots', () => {
  it('gives free slots to the nearest arrivals, never to a booking far ahead first', () => {
    const at = (hours: number) => ({ startsAt: new Date(Date.UTC(2026, 11, 1) + hours * HOUR), hours });
    const waiting = [at(24 * 90), at(30), at(5), at(24 * 7)];
    expect(codesForFreeSlots(waiting, 2).map((code) => code.hours)).toEqual([5, 30]);
    expect(codesForFreeSlots(waiting, 0)).toEqual([]);
    expect(codesForFreeSlots(waiting, null)).toHaveLength(4);
  });
});
