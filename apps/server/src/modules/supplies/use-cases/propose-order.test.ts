import { describe, expect, it } from 'vitest';
import { parseQuantities, quantitiesText } from './propose-order';

describe('the quantities a host edits in /approvals', () => {
  const lines = [
    { name: 'Toilet paper', unit: 'rolls', quantity: 19 },
    { name: 'Coffee pods', unit: 'pods', quantity: 32 },
  ];

  it('reads back what it wrote', () => {
    expect(quantitiesText(lines)).toBe('19 × Toilet paper (rolls)\n32 × Coffee pods (pods)');
    expect(parseQuantities(quantitiesText(lines), ['Toilet paper', 'Coffee pods'])).toEqual(new Map([['Toilet paper', 19], ['Coffee pods', 32]]));
  });

  it('takes x or ×, any case, without the unit; unknown names and odd lines are ignored; a missing line is dropped', () => {
    const parsed = parseQuantities('12 x toilet paper\n  abc\n5 × Shampoo (bottles)', ['Toilet paper', 'Coffee pods']);
    expect(parsed).toEqual(new Map([['Toilet paper', 12]]));
    expect(parsed.get('Coffee pods')).toBeUndefined();
  });
});
