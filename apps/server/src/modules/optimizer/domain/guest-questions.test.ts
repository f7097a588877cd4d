import { describe, expect, it } from 'vitest';
import { topQuestions, TOP_QUESTIONS } from './guest-questions';

describe('the questions guests ask most', () => {
  it('keeps question topics only, most stays first, then most messages, then by name', () => {
    const counts = [
      { topic: 'thanks', stays: 9, messages: 12 },
      { topic: 'parking', stays: 3, messages: 4 },
      { topic: 'wifi', stays: 5, messages: 5 },
      { topic: 'complaint', stays: 6, messages: 6 },
      { topic: 'trash', stays: 3, messages: 6 },
      { topic: 'pets', stays: 3, messages: 4 },
      { topic: 'other', stays: 8, messages: 8 },
    ];
    expect(topQuestions(counts).map((count) => count.topic)).toEqual(['wifi', 'trash', 'parking', 'pets']);
  });

  it(`names at most ${TOP_QUESTIONS}, and none when nothing was asked`, () => {
    const many = ['wifi', 'parking', 'pets', 'trash', 'directions', 'check-in', 'check-out'].map((topic, index) => ({ topic, stays: 10 - index, messages: 10 - index }));
    expect(topQuestions(many)).toHaveLength(TOP_QUESTIONS);
    expect(topQuestions(many)[0]).toEqual({ topic: 'wifi', stays: 10, messages: 10 });
    expect(topQuestions([])).toEqual([]);
    expect(topQuestions([{ topic: 'wifi', stays: 0, messages: 0 }])).toEqual([]);
  });
});
