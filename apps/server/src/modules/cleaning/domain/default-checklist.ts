import type { ChecklistTemplateRoom } from '../cleaning.tables';

/**
 * The checklist a property starts with: short on purpose (hosts' complaint: checklists so long
 * nobody uses them), with a photo asked only where it proves the state of the place.
 */
export const DEFAULT_CHECKLIST: ChecklistTemplateRoom[] = [
  {
    key: 'kitchen',
    name: 'Kitchen',
    items: [
      { key: 'dishes', label: 'Dishes clean and put away', requiresPhoto: false },
      { key: 'surfaces', label: 'Counters, stove and sink wiped', requiresPhoto: true },
      { key: 'fridge', label: 'Fridge emptied of guest food', requiresPhoto: false },
    ],
  },
  {
    key: 'bathroom',
    name: 'Bathroom',
    items: [
      { key: 'clean', label: 'Toilet, shower and sink cleaned', requiresPhoto: true },
      { key: 'towels', label: 'Fresh towels out', requiresPhoto: false },
    ],
  },
  {
    key: 'bedroom',
    name: 'Bedroom',
    items: [
      { key: 'linen', label: 'Beds made with fresh linen', requiresPhoto: true },
      { key: 'floors', label: 'Floors vacuumed', requiresPhoto: false },
    ],
  },
  {
    key: 'general',
    name: 'General',
    items: [
      { key: 'trash', label: 'Trash taken out', requiresPhoto: false },
      { key: 'locked', label: 'Windows closed, door locked', requiresPhoto: false },
    ],
  },
];

/** A key from words: lower case, dashes, at most 40 characters, unique among `taken`. */
export function keyFrom(words: string, taken: Set<string>): string {
  const base = words.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'item';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
}
