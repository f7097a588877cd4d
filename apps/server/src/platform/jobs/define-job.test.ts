import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job';

describe('defineJob', () => {
  it('applies the delivery defaults', () => {
    expect(defineJob({ name: 'locks.remove-code', schema: z.object({}) })).toMatchObject({
      retries: 3,
      retryDelaySeconds: 5,
      backoff: true,
      expireInSeconds: 300,
      concurrency: 1,
    });
  });

  it('insists on <module>.<kebab-name>', () => {
    expect(() => defineJob({ name: 'removeCode', schema: z.object({}) })).toThrow(/<module>\.<kebab-name>/);
    expect(() => defineJob({ name: 'locks.removeCode', schema: z.object({}) })).toThrow();
  });
});
