import { describe, expect, it } from 'vitest';

import { addMonths, currentMonth, periodChoices } from './optimizer-format';

describe('the periods /optimizer offers', () => {
  it('are months around this one, across year ends, the default first', () => {
    const choices = periodChoices('2026-01');
    expect(choices[0]).toMatchObject({ value: 'around', from: '2025-12', to: '2026-02' });
    expect(choices.find((choice) => choice.value === 'last-12')).toMatchObject({ from: '2025-02', to: '2026-01' });
    expect(choices.find((choice) => choice.value === 'this-year')).toMatchObject({ label: '2026', from: '2026-01', to: '2026-12' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });

  it("takes this month from the browser's calendar", () => {
    expect(currentMonth(new Date(2026, 10, 30, 23, 59))).toBe('2026-11');
  });
});
