// The checklist template editor's draft: rooms of short items, some needing a photo. Keys stay
// with their room or item while the words change, so ticks on tasks made earlier still match.

export interface DraftItem {
  key: string;
  label: string;
  needsPhoto: boolean;
}

export interface DraftRoom {
  key: string;
  name: string;
  items: DraftItem[];
}

/** Long lists go unused (hosts' experience): the editor says so past this many items. */
export const SHORT_CHECKLIST_ITEMS = 15;

/** A key not yet used among `taken`, made from the words ('Living room' → 'living-room', then 'living-room-2'). */
export function freshKey(words: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base =
    words
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'item';
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

export function addRoom(rooms: DraftRoom[], name: string): DraftRoom[] {
  return [...rooms, { key: freshKey(name.trim() || 'room', rooms.map((room) => room.key)), name, items: [] }];
}

export function renameRoom(rooms: DraftRoom[], roomKey: string, name: string): DraftRoom[] {
  return rooms.map((room) => (room.key === roomKey ? { ...room, name } : room));
}

export function removeRoom(rooms: DraftRoom[], roomKey: string): DraftRoom[] {
  return rooms.filter((room) => room.key !== roomKey);
}

export function addItem(rooms: DraftRoom[], roomKey: string, label: string): DraftRoom[] {
  return rooms.map((room) =>
    room.key === roomKey ? { ...room, items: [...room.items, { key: freshKey(label.trim() || 'item', room.items.map((item) => item.key)), label, needsPhoto: false }] } : room,
  );
}

export function updateItem(rooms: DraftRoom[], roomKey: string, itemKey: string, change: Partial<Omit<DraftItem, 'key'>>): DraftRoom[] {
  return rooms.map((room) => (room.key === roomKey ? { ...room, items: room.items.map((item) => (item.key === itemKey ? { ...item, ...change } : item)) } : room));
}

export function removeItem(rooms: DraftRoom[], roomKey: string, itemKey: string): DraftRoom[] {
  return rooms.map((room) => (room.key === roomKey ? { ...room, items: room.items.filter((item) => item.key !== itemKey) } : room));
}

/** Moves an item one place up (-1) or down (+1) in its room; at an end it stays. */
export function moveItem(rooms: DraftRoom[], roomKey: string, itemKey: string, step: -1 | 1): DraftRoom[] {
  return rooms.map((room) => {
    if (room.key !== roomKey) return room;
    const index = room.items.findIndex((item) => item.key === itemKey);
    const target = index + step;
    if (index === -1 || target < 0 || target >= room.items.length) return room;
    const items = [...room.items];
    [items[index], items[target]] = [items[target]!, items[index]!];
    return { ...room, items };
  });
}

export function countItems(rooms: DraftRoom[]): number {
  return rooms.reduce((total, room) => total + room.items.length, 0);
}

/** The draft as it is saved: words trimmed, empty items dropped. */
export function cleanDraft(rooms: DraftRoom[]): DraftRoom[] {
  return rooms.map((room) => ({
    ...room,
    name: room.name.trim(),
    items: room.items.map((item) => ({ ...item, label: item.label.trim() })).filter((item) => item.label !== ''),
  }));
}

/** What stops the draft from being saved, by room key ('' for the whole list). */
export function draftProblems(rooms: DraftRoom[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const cleaned = cleanDraft(rooms);
  if (cleaned.length === 0) problems[''] = 'Add at least one room.';
  for (const room of cleaned) {
    if (room.name === '') problems[room.key] = 'Name the room.';
    else if (room.items.length === 0) problems[room.key] = `Add an item to ${room.name}, or remove the room.`;
  }
  return problems;
}
