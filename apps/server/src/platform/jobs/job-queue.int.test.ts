import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { queryRows } from '../db/database';
import { createLogger } from '../log/logger';
import { defineJob } from './define-job';
import { JobQueue } from './job-queue';

const log = createLogger({ level: 'silent', pretty: false });

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for jobs');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('JobQueue', () => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  const newQueue = async (works: boolean) => {
    const queue = JobQueue.create({ database, log, works, pollingIntervalSeconds: 0.5 });
    await queue.start();
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database.close();
  });

  it('validates payloads when enqueuing and hands handlers the parsed payload', async () => {
    const job = defineJob({ name: 'test.greet', schema: z.object({ name: z.string().min(1) }) });
    const queue = await newQueue(true);
    const seen: Array<{ name: string }> = [];
    await queue.work(job, async (payload) => {
      seen.push(payload);
    });
    await expect(queue.enqueue(job, { name: '' })).rejects.toThrow();
    await queue.enqueue(job, { name: 'Ada' });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([{ name: 'Ada' }]);
  });

  it('runs a job once per idempotency key', async () => {
    const job = defineJob({ name: 'test.once', schema: z.object({ n: z.number() }) });
    const queue = await newQueue(true);
    const runs: number[] = [];
    await queue.work(job, async ({ n }) => {
      runs.push(n);
    });
    const first = await queue.enqueue(job, { n: 1 }, { idempotencyKey: 'reservation-42:check-in' });
    const second = await queue.enqueue(job, { n: 2 }, { idempotencyKey: 'reservation-42:check-in' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await queue.enqueue(job, { n: 3 }, { idempotencyKey: 'reservation-43:check-in' });
    await waitFor(() => runs.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs.sort()).toEqual([1, 3]);
  });

  it('retries a failed run, telling the handler which attempt it is', async () => {
    const job = defineJob({ name: 'test.flaky', schema: z.object({}), retries: 2, retryDelaySeconds: 1, backoff: false });
    const queue = await newQueue(true);
    const attempts: number[] = [];
    await queue.work(job, async (_payload, { attempt }) => {
      attempts.push(attempt);
      if (attempt === 0) throw new Error('transient failure');
    });
    await queue.enqueue(job, {});
    await waitFor(() => attempts.length === 2);
    expect(attempts).toEqual([0, 1]);
  });

  it('records any failure, even one whose message PostgreSQL cannot store (NUL), and retries it', async () => {
    const job = defineJob({ name: 'test.nul', schema: z.object({}), retries: 1, retryDelaySeconds: 1, backoff: false });
    const queue = await newQueue(true);
    const attempts: number[] = [];
    await queue.work(job, async (_payload, { attempt }) => {
      attempts.push(attempt);
      throw new Error(`a feed said "\u0000\u0001" at attempt ${attempt}`);
    });
    const id = await queue.enqueue(job, {});
    const state = async () => (await queryRows<{ state: string; output: unknown }>(database.db, sql`select state, output from pgboss.job where id = ${id}`))[0];
    const deadline = Date.now() + 20_000;
    while ((await state())?.state !== 'failed' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toEqual([0, 1]);
    const failed = await state();
    expect(failed?.state).toBe('failed');
    expect(JSON.stringify(failed?.output)).toContain('a feed said \\"\\" at attempt 1');
  });

  it('takes a backlog in batches, most urgent first, and fails only the job that failed', async () => {
    const job = defineJob({ name: 'test.batch', schema: z.object({ n: z.number() }), retries: 1, retryDelaySeconds: 1, backoff: false, batchSize: 5 });
    const queue = await newQueue(false);
    await queue.define(job);
    // Queued before any worker runs: a backlog of 12, the last two urgent.
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) ids.push((await queue.enqueue(job, { n }, n >= 10 ? { priority: 10 } : {}))!);
    const worker = await newQueue(true);
    const runs: Array<{ n: number; attempt: number }> = [];
    await worker.work(job, async ({ n }, { attempt }) => {
      runs.push({ n, attempt });
      if (n === 3 && attempt === 0) throw new Error('the provider refused message 3 once');
    });
    await waitFor(() => runs.length === 13);
    expect(runs.slice(0, 2).map((run) => run.n).sort()).toEqual([10, 11]);
    expect(runs.filter((run) => run.n === 3)).toEqual([{ n: 3, attempt: 0 }, { n: 3, attempt: 1 }]);
    const states = await queryRows<{ state: string }>(database.db, sql`select state from pgboss.job where id::text in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(states.map((row) => row.state)).toEqual(Array(12).fill('completed'));
  });

  it('only enqueues from a web-role process; a worker process runs the job', async () => {
    const job = defineJob({ name: 'test.handoff', schema: z.object({ id: z.number() }) });
    const web = await newQueue(false);
    const worker = await newQueue(true);
    const ranOn: string[] = [];
    await web.work(job, async () => {
      ranOn.push('web');
    });
    await worker.work(job, async () => {
      ranOn.push('worker');
    });
    await web.enqueue(job, { id: 1 });
    await waitFor(() => ranOn.length === 1);
    expect(ranOn).toEqual(['worker']);
  });

  it('hands each job to exactly one of two worker instances sharing the database', async () => {
    const job = defineJob({ name: 'test.shared', schema: z.object({ i: z.number() }), concurrency: 4 });
    const a = await newQueue(true);
    const b = await newQueue(true);
    const runs = new Map<number, string[]>();
    const handler = (who: string) => async ({ i }: { i: number }) => {
      runs.set(i, [...(runs.get(i) ?? []), who]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await a.work(job, handler('a'));
    await b.work(job, handler('b'));
    const total = 120;
    for (let i = 0; i < total; i++) await (i % 2 ? a : b).enqueue(job, { i });
    await waitFor(() => runs.size === total, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.size).toBe(total);
    expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
    const byA = [...runs.values()].filter((who) => who[0] === 'a').length;
    // Both instances took part (not a proof of fairness, which pg-boss does not promise).
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(total);
  });

  it('keeps one cron schedule however many workers declare it', async () => {
    const job = defineJob({ name: 'test.nightly', schema: z.object({}), cron: { schedule: '0 3 * * *', timezone: 'Europe/Paris', payload: {} } });
    const a = await newQueue(true);
    const b = await newQueue(true);
    await a.define(job);
    await b.define(job);
    const rows = await queryRows(database.db, sql`select name, cron, timezone from pgboss.schedule where name = 'test.nightly'`);
    expect(rows).toEqual([{ name: 'test.nightly', cron: '0 3 * * *', timezone: 'Europe/Paris' }]);
  });

  it('reports the backlog of its queues', async () => {
    const job = defineJob({ name: 'test.backlog', schema: z.object({}) });
    const web = await newQueue(false);
    await web.define(job);
    await web.enqueue(job, {}, { startAfter: new Date(Date.now() + 3_600_000) });
    await web.enqueue(job, {});
    expect(await web.counts()).toEqual({ queued: 2, active: 0, failed: 0 });
  });
});
