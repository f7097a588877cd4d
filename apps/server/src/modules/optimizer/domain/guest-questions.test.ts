import { describe, expect, it } from 'vitest';
import { topQuestions, TOP_QUESTIONS } from './guest-questions';

describe('the questions guests ask most', () => {
  it('keeps the topics messaging calls questions only, most stays first, then most messages, then by name', () => {
    const counts = [
      { topic: 'thanks', question: false, stays: 9, messages: 12 },
      { topic: 'parking', question: true, stays: 3, messages: 4 },
      { topic: 'wifi', question: true, stays: 5, messages: 5 },
      { topic: 'complaint', question: false, stays: 6, messages: 6 },
      { topic: 'trash', question: true, stays: 3, messages: 6 },
      { topic: 'pets', question: true, stays: 3, messages: 4 },
      { topic: 'other', question: false, stays: 8, messages: 8 },
    ];
    expect(topQuestions(counts).map((count) => count.topic)).toEqual(['wifi', 'trash', 'parking', 'pets']);
  });

  it(`names at most ${TOP_QUESTIONS}, and none when nothing was asked`, () => {
    const many = ['wifi', 'parking', 'pets', 'trash', 'directions', 'check-in', 'check-out'].map((topic, index) => ({ topic, question: true, stays: 10 - index, messages: 10 - index }));
    expect(topQuestions(many)).toHaveLength(TOP_QUESTIONS);
    expect(topQuestions(many)[0]).toEqual({ topic: 'wifi', stays: 10, messages: 10 });
    expect(topQuestions([])).toEqual([]);
    expect(topQuestions([{ topic: 'wifi', question: true, stays: 0, messages: 0 }])).toEqual([]);
  });
});
