import { describe, expect, it } from 'vitest';

import { addItem, addRoom, cleanDraft, draftProblems, freshKey, moveItem, removeItem, renameRoom, updateItem } from './checklist-draft';

describe('freshKey', () => {
  it('makes a key from the words, unique among those taken', () => {
    expect(freshKey('Living room', [])).toBe('living-room');
    expect(freshKey('Living room', ['living-room', 'living-room-2'])).toBe('living-room-3');
    expect(freshKey('!!!', [])).toBe('item');
  });
});

describe('editing a checklist', () => {
  it('keeps keys while words change, so ticks on earlier tasks still match', () => {
    let rooms = addRoom([], 'Kitchen');
    rooms = addItem(rooms, 'kitchen', 'Wipe counters');
    rooms = addItem(rooms, 'kitchen', 'Empty fridge');
    rooms = renameRoom(rooms, 'kitchen', 'Kitchen and dining');
    rooms = updateItem(rooms, 'kitchen', 'wipe-counters', { label: 'Wipe all counters', needsPhoto: true });
    expect(rooms).toEqual([
      {
        key: 'kitchen',
        name: 'Kitchen and dining',
        items: [
          { key: 'wipe-counters', label: 'Wipe all counters', needsPhoto: true },
          { key: 'empty-fridge', label: 'Empty fridge', needsPhoto: false },
        ],
      },
    ]);
  });
  it('moves items within their room and stops at the ends', () => {
    let rooms = addItem(addItem(addRoom([], 'Bath'), 'bath', 'Towels'), 'bath', 'Mirror');
    rooms = moveItem(rooms, 'bath', 'mirror', -1);
    expect(rooms[0]!.items.map((item) => item.key)).toEqual(['mirror', 'towels']);
    expect(moveItem(rooms, 'bath', 'mirror', -1)).toEqual(rooms);
    expect(removeItem(rooms, 'bath', 'mirror')[0]!.items.map((item) => item.key)).toEqual(['towels']);
  });
  it('drops empty items and names what stops saving', () => {
    const rooms = addItem(addItem(addRoom(addRoom([], ' '), 'Bedroom'), 'bedroom', '  '), 'room', '');
    expect(cleanDraft(rooms)[1]!.items).toEqual([]);
    expect(draftProblems(rooms)).toEqual({ room: 'Name the room.', bedroom: 'Add an item to Bedroom, or remove the room.' });
    expect(draftProblems([])).toEqual({ '': 'Add at least one room.' });
  });
});
