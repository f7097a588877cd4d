import { describe, expect, it } from 'vitest';

import { assignmentNote, formatAvailability, formatDuration, formatWindow, localDateHour, scheduleState, taskColor, taskMark, turnoverNote, zonedTimeToIso, type TaskFacts } from './cleaning-view';

const ASSIGNED: TaskFacts = { status: 'pending', acknowledgement: 'requested', needsAcknowledgement: true, changeReason: null, cleaner: { name: 'Carla' }, proposedCleaner: null };
const ACKNOWLEDGED: TaskFacts = { ...ASSIGNED, acknowledgement: 'acknowledged', needsAcknowledgement: false };

describe('scheduleState', () => {
  it('puts every open task under the schedule’s three states', () => {
    expect(scheduleState('scheduled')).toBe('scheduled');
    expect(scheduleState('pending')).toBe('scheduled');
    expect(scheduleState('in-progress')).toBe('in-progress');
    expect(scheduleState('completed')).toBe('completed');
  });
});

describe('assignmentNote', () => {
  it('asks the host to assign a task nobody has', () => {
    expect(assignmentNote({ ...ASSIGNED, status: 'scheduled', acknowledgement: 'none', needsAcknowledgement: false, cleaner: null })).toEqual({ label: 'No cleaner yet: assign one', color: 'orange', needsHost: true });
  });
  it('names a proposal waiting in Approvals', () => {
    expect(assignmentNote({ ...ASSIGNED, status: 'scheduled', cleaner: null, proposedCleaner: { name: 'Ben' } }).label).toBe('Ben proposed: approve it in Approvals');
  });
  it('follows the acknowledgement: waiting, acknowledged, changed, escalated', () => {
    expect(assignmentNote(ASSIGNED).label).toBe('Carla · waiting for acknowledgement');
    expect(assignmentNote(ACKNOWLEDGED).color).toBe('green');
    expect(assignmentNote({ ...ACKNOWLEDGED, needsAcknowledgement: true, acknowledgement: 'requested', changeReason: 'The stay now ends on 14 Dec' }).label).toBe('Changed: waiting for Carla to acknowledge again');
    expect(assignmentNote({ ...ASSIGNED, acknowledgement: 'escalated' })).toMatchObject({ color: 'red', needsHost: true });
  });
  it('says a cleaner not told yet hears of it 24 hours before', () => {
    expect(assignmentNote({ ...ASSIGNED, acknowledgement: 'none' }).label).toBe('Carla · told 24 hours before');
  });
  it('colours the calendar mark the same way', () => {
    expect(taskColor({ ...ASSIGNED, acknowledgement: 'escalated' })).toBe('red');
    expect(taskColor(ACKNOWLEDGED)).toBe('grape');
    expect(taskColor({ ...ASSIGNED, status: 'completed' })).toBe('green');
    expect(taskColor({ ...ASSIGNED, changeReason: 'Moved' })).toBe('orange');
  });
});

describe('formatDuration', () => {
  it('writes minutes and hours', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(135.4)).toBe('2 h 15 min');
  });
});

describe('windows in the property’s zone', () => {
  it('reads the local day and hour', () => {
    expect(localDateHour('2026-12-12T16:30:00Z', 'America/New_York')).toEqual({ date: '2026-12-12', hour: 11.5 });
    expect(localDateHour('2026-12-12T23:00:00Z', 'Europe/Paris')).toEqual({ date: '2026-12-13', hour: 0 });
  });
  it('writes a window on one day, or both days across midnight', () => {
    expect(formatWindow('2026-12-12T11:00:00Z', '2026-12-12T14:00:00Z', 'UTC')).toBe('Sat 12 Dec, 11:00 – 14:00');
    expect(formatWindow('2026-12-12T11:00:00Z', '2026-12-13T14:00:00Z', 'UTC')).toBe('Sat 12 Dec, 11:00 – Sun 13 Dec, 14:00');
  });
  it('makes a calendar mark linking to the task', () => {
    const mark = taskMark({ ...ASSIGNED, id: 't1', kind: 'turnover', propertyId: 'p1', propertyName: 'Harbor Flat', timezone: 'UTC', startsAt: '2026-12-12T11:00:00Z', endsAt: '2026-12-12T14:00:00Z', isSameDay: true });
    expect(mark).toMatchObject({ id: 't1', propertyId: 'p1', start: { date: '2026-12-12', hour: 11 }, end: { date: '2026-12-12', hour: 14 }, label: 'Turnover · Carla', href: '/cleaners?task=t1' });
    expect(mark.title).toContain('Turnover (same-day) at Harbor Flat');
  });
});

describe('formatAvailability', () => {
  it('writes runs of days, single days and every day', () => {
    expect(formatAvailability({ weekdays: [1, 2, 3, 4, 5], startTime: '09:00', endTime: '17:00' })).toBe('Mon–Fri, 09:00–17:00');
    expect(formatAvailability({ weekdays: [6, 1, 3], startTime: '08:00', endTime: '14:00' })).toBe('Mon, Wed, Sat, 08:00–14:00');
    expect(formatAvailability({ weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '08:00', endTime: '18:00' })).toBe('Every day, 08:00–18:00');
    expect(formatAvailability({ weekdays: [], startTime: '08:00', endTime: '18:00' })).toBe('Not available');
  });
});

describe('turnoverNote', () => {
  const task = { ...ASSIGNED, id: 't1', kind: 'turnover' as const, propertyId: 'p1', timezone: 'America/New_York', startsAt: '2026-12-12T16:00:00Z' };
  it('keys a turnover by its property and local checkout day, saying who cleans', () => {
    expect(turnoverNote(task)).toEqual({ propertyId: 'p1', date: '2026-12-12', label: 'Cleaning: Carla · waiting for acknowledgement', color: 'yellow.8', href: '/cleaners?task=t1' });
    expect(turnoverNote({ ...task, status: 'completed' })?.label).toBe('Cleaning: Completed · Carla');
  });
  it('leaves out other kinds and cancelled ones', () => {
    expect(turnoverNote({ ...task, kind: 'deep-clean' })).toBeNull();
    expect(turnoverNote({ ...task, status: 'cancelled' })).toBeNull();
  });
});

describe('zonedTimeToIso', () => {
  it('reads a wall-clock time in the property’s zone', () => {
    expect(zonedTimeToIso('2026-12-12T10:00', 'America/New_York')).toBe('2026-12-12T15:00:00.000Z');
    expect(zonedTimeToIso('2026-07-01T10:30', 'Europe/Paris')).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedTimeToIso('2026-12-12T10:00', 'UTC')).toBe('2026-12-12T10:00:00.000Z');
  });
  it('is null for anything that is not a time', () => {
    expect(zonedTimeToIso('', 'UTC')).toBeNull();
    expect(zonedTimeToIso('12/12/2026 10:00', 'UTC')).toBeNull();
  });
});
