import { DEFAULT_AUTONOMY_SETTINGS } from '@cohost/shared';
import { describe, expect, it } from 'vitest';
import { STEP_TIMES, stepDueAt } from './step-registry';

// Check-in 16:00 and checkout 11:00 in New York, around the 2027 clock changes.
const stay = (checkInAt: string, checkOutAt: string) => ({ checkInAt: new Date(checkInAt), checkOutAt: new Date(checkOutAt), timezone: 'America/New_York' });

describe('step times in the property’s zone', () => {
  it('"24 hours before check-in" is the day before at the same local time, across both clock changes', () => {
    const spring = stay('2027-03-14T20:00:00Z', '2027-03-16T15:00:00Z');
    expect(stepDueAt(spring, STEP_TIMES.dayBeforeCheckIn, DEFAULT_AUTONOMY_SETTINGS).toISOString()).toBe('2027-03-13T21:00:00.000Z');
    const autumn = stay('2027-11-07T21:00:00Z', '2027-11-08T16:00:00Z');
    expect(stepDueAt(autumn, STEP_TIMES.dayBeforeCheckIn, DEFAULT_AUTONOMY_SETTINGS).toISOString()).toBe('2027-11-06T20:00:00.000Z');
    const ordinary = stay('2027-06-10T20:00:00Z', '2027-06-12T15:00:00Z');
    expect(stepDueAt(ordinary, STEP_TIMES.dayBeforeCheckIn, DEFAULT_AUTONOMY_SETTINGS).toISOString()).toBe('2027-06-09T20:00:00.000Z');
  });

  it('"after checkout + buffer" adds the settings’ buffer in elapsed hours, even through the autumn night', () => {
    const autumnNight = { checkInAt: new Date('2027-11-05T20:00:00Z'), checkOutAt: new Date('2027-11-07T05:30:00Z'), timezone: 'America/New_York' };
    // 01:30 EDT + 3 elapsed hours = 03:30 EST (the hour 01:00–02:00 happens twice that night).
    const buffer3 = { ...DEFAULT_AUTONOMY_SETTINGS, cleaning: { ...DEFAULT_AUTONOMY_SETTINGS.cleaning, bufferHours: 3 as const } };
    expect(stepDueAt(autumnNight, STEP_TIMES.afterCheckOutBuffer, buffer3).toISOString()).toBe('2027-11-07T08:30:00.000Z');
    expect(stepDueAt(autumnNight, STEP_TIMES.atCheckOut, buffer3).toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });
});
