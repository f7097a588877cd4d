import { describe, expect, it } from 'vitest';

import { faqCategoriesFor } from './faq-content';

describe('faqCategoriesFor', () => {
  it('answers about plans, the trial and payments only when the installation sells (BILLING=on)', () => {
    const on = faqCategoriesFor(false);
    expect(on.map((category) => category.id)).toContain('pricing-billing');
    expect(on.flatMap((category) => category.questions.map((question) => question.question))).toContain('Is there a free trial?');

    const off = faqCategoriesFor(true);
    expect(off.map((category) => category.id)).not.toContain('pricing-billing');
    const questions = off.flatMap((category) => category.questions.map((question) => question.question));
    expect(questions).not.toContain('Is there a free trial?');
    expect(questions).toContain('How do I set up Cohost?');
    expect(off.every((category) => category.questions.length > 0)).toBe(true);
  });
});
