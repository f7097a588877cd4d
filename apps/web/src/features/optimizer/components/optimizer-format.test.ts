import { describe, expect, it } from 'vitest';

import { addMonths, currentMonth, periodChoices, questionLine, topicLabel } from './optimizer-format';

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

describe('the questions guests ask most, in words', () => {
  it('names known topics and spells unknown ones', () => {
    expect(topicLabel('wifi')).toBe('Wi-Fi');
    expect(topicLabel('hot-tub')).toBe('Hot tub');
    expect(questionLine({ topic: 'parking', stays: 7, messages: 9 })).toBe('Parking: 7 stays (9 messages)');
    expect(questionLine({ topic: 'pets', stays: 1, messages: 1 })).toBe('Pets: 1 stay');
  });
});
