import { describe, expect, it } from 'vitest';
import { chooseCleaner, isAvailableFor, type CleanerCandidate } from './choose-cleaner';

const weekdays = { weekdays: [1, 2, 3, 4, 5], startTime: '09:00', endTime: '17:00' };
const candidate = (userId: string, overrides: Partial<CleanerCandidate> = {}): CleanerCandidate => ({
  userId,
  availability: { weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '08:00', endTime: '20:00' },
  propertyIds: [],
  rotationOrder: 0,
  active: true,
  busy: false,
  taskCount: 0,
  ...overrides,
});
// Monday 4 May 2026, 11:00–15:00 in Denver (MDT, UTC−6).
const task = { propertyId: 'p1', windowStart: new Date('2026-05-04T17:00:00Z'), windowEnd: new Date('2026-05-04T21:00:00Z'), timezone: 'America/Denver' };

describe('choosing a cleaner', () => {
  it('reads availability in the property’s local time', () => {
    expect(isAvailableFor(weekdays, task)).toBe(true);
    expect(isAvailableFor({ ...weekdays, weekdays: [6, 7] }, task)).toBe(false);
    expect(isAvailableFor({ ...weekdays, startTime: '16:00', endTime: '18:00' }, task)).toBe(false);
    expect(isAvailableFor({ ...weekdays, startTime: '14:00', endTime: '18:00' }, task)).toBe(true);
  });

  it('auto: the available cleaner who works the property with the fewest tasks', () => {
    const cleaners = [candidate('a', { taskCount: 3 }), candidate('b', { taskCount: 1 }), candidate('c', { taskCount: 0, propertyIds: ['p2'] }), candidate('d', { taskCount: 0, busy: true })];
    expect(chooseCleaner('auto', cleaners, task, { lastRotationUserId: null })).toBe('b');
    expect(chooseCleaner('auto', cleaners, task, { lastRotationUserId: null, exclude: new Set(['b']) })).toBe('a');
    expect(chooseCleaner('auto', [candidate('x', { active: false })], task, { lastRotationUserId: null })).toBeNull();
  });

  it('rotation: the next eligible one after the last pick, in rotation order', () => {
    const cleaners = [candidate('a', { rotationOrder: 0 }), candidate('b', { rotationOrder: 1, busy: true }), candidate('c', { rotationOrder: 2 })];
    expect(chooseCleaner('rotation', cleaners, task, { lastRotationUserId: null })).toBe('a');
    expect(chooseCleaner('rotation', cleaners, task, { lastRotationUserId: 'a' })).toBe('c');
    expect(chooseCleaner('rotation', cleaners, task, { lastRotationUserId: 'c' })).toBe('a');
  });
});
