import { describe, expect, it } from 'vitest';
import { acknowledgementOf, addressLine, hasChecklistItem, localDay, takenAt, weekStart } from './portal-task-view';

const task = { status: 'pending', ackState: 'requested', changeNeedsAck: false, changeReason: null, ackDeadline: new Date('2026-06-01T10:00:00Z') } as Parameters<typeof acknowledgementOf>[0];

describe('the portal task view', () => {
  it('asks for acknowledgement while requested or escalated, says why after a change, and never once completed', () => {
    expect(acknowledgementOf(task)).toEqual({ reason: 'assigned', change: null, deadline: '2026-06-01T10:00:00.000Z' });
    expect(acknowledgementOf({ ...task, ackState: 'escalated' })?.reason).toBe('assigned');
    expect(acknowledgementOf({ ...task, ackState: 'acknowledged' })).toBeNull();
    expect(acknowledgementOf({ ...task, ackState: 'acknowledged', changeNeedsAck: true, changeReason: 'The stay now ends on 3 June' })).toMatchObject({ reason: 'changed', change: 'The stay now ends on 3 June' });
    expect(acknowledgementOf({ ...task, status: 'cancelled', ackState: 'acknowledged', changeNeedsAck: true })?.change).toBe('This cleaning was cancelled.');
    expect(acknowledgementOf({ ...task, status: 'completed' })).toBeNull();
  });

  it('reads a camera clock without an offset in the property’s zone, and keeps a known instant', () => {
    expect(takenAt({ capturedAt: null, capturedLocal: '2026-06-01T11:15:00' }, 'Europe/Paris')?.toISOString()).toBe('2026-06-01T09:15:00.000Z');
    expect(takenAt({ capturedAt: new Date('2026-06-01T08:00:00Z'), capturedLocal: '2026-06-01T11:15:00' }, 'Europe/Paris')?.toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(takenAt({ capturedAt: null, capturedLocal: null }, 'UTC')).toBeNull();
  });

  it('writes an address on one line without empty parts, days and weeks in the property’s zone', () => {
    expect(addressLine({ line1: '3 Quai des Pêcheurs', line2: '', city: 'Honfleur', region: '', postalCode: '14600', country: 'FR' })).toBe('3 Quai des Pêcheurs, Honfleur, 14600');
    expect(addressLine({ line1: '', line2: '', city: '', region: '', postalCode: '', country: '' })).toBe('');
    expect(localDay(new Date('2026-06-01T23:30:00Z'), 'Europe/Paris')).toBe('2026-06-02');
    expect(weekStart(new Date('2026-06-03T12:00:00Z'), 'UTC').toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('knows the checklist’s items by room and item key', () => {
    const rooms = [{ key: 'kitchen', name: 'Kitchen', items: [{ key: 'dishes', label: 'Dishes', requiresPhoto: false }] }];
    expect(hasChecklistItem(rooms, 'kitchen/dishes')).toBe(true);
    expect(hasChecklistItem(rooms, 'kitchen/fridge')).toBe(false);
    expect(hasChecklistItem(rooms, 'dishes')).toBe(false);
  });
});
