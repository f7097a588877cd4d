import { PgBoss, fromPglite, type JobResult, type JobWithMetadata } from 'pg-boss';
import { v5 as uuidv5 } from 'uuid';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../db/database';
import type { Logger } from '../log/logger';
import { stripControlCharacters } from '../text/control-characters';
import type { JobDefinition, JobHandler } from './define-job';

type QueueRow = Awaited<ReturnType<PgBoss['getQueues']>>[number];
type ScheduleRow = Awaited<ReturnType<PgBoss['getSchedules']>>[number];

/** Namespace for turning idempotency keys into stable job ids (UUID v5). */
const IDEMPOTENCY_NAMESPACE = '5d3b8f0e-7c1a-4d2e-9f6b-2a4c8e1d0b37';

export interface EnqueueOptions {
  /** Same key, same job: a second enqueue with it is ignored while the job is retained. */
  idempotencyKey?: string;
  startAfter?: Date;
  priority?: number;
}

export interface QueueCounts {
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: Logger;
  /** Whether this process works jobs (ROLE all or worker) or only enqueues them (ROLE web). */
  works: boolean;
  /** Poll interval for workers, in seconds (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * Handlers attached with `work` wait for `startWorking` before they take jobs: a starting
   * process answers its first requests before the backlog competes with them (the embedded
   * database answers one statement at a time).
   */
  holdWorkers?: boolean;
}

/**
 * pg-boss behind a typed surface. On PostgreSQL several processes share the queue and each
 * job is handed to exactly one of them (SKIP LOCKED); on the embedded database it runs
 * in-process against the same PGlite instance.
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private started = false;
  private held: Array<() => Promise<void>> | null;
  /**
   * The queues and cron schedules as they were when first needed: a start declares dozens of
   * queues (twice each when workers are held), and each declaration would otherwise be a read.
   */
  private declared: Promise<{ queues: Map<string, QueueRow>; schedules: Map<string, ScheduleRow> }> | null = null;

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
  ) {
    this.held = options.holdWorkers ? [] : null;
  }

  /** Lets the handlers held by `holdWorkers` take jobs (once; later `work` calls start at once). */
  async startWorking(): Promise<void> {
    const held = this.held ?? [];
    this.held = null;
    for (const start of held) await start();
  }

  static create(options: JobQueueOptions): JobQueue {
    const { database, works } = options;
    const common = { schedule: works, supervise: works, migrate: true } as const;
    const boss =
      database.driver === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: database.connectionString!, max: 4, application_name: 'cohost-jobs' });
    const queue = new JobQueue(boss, options);
    boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    return queue;
  }

  get works(): boolean {
    return this.options.works;
  }

  get isStarted(): boolean {
    return this.started;
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  private known(): Promise<{ queues: Map<string, QueueRow>; schedules: Map<string, ScheduleRow> }> {
    this.declared ??= Promise.all([this.boss.getQueues(), this.boss.getSchedules()]).then(([queues, schedules]) => ({
      queues: new Map(queues.map((queue) => [queue.name, queue])),
      schedules: new Map(schedules.filter((schedule) => schedule.key === '').map((schedule) => [schedule.name, schedule])),
    }));
    // A failed read is not kept: the next declaration reads again.
    this.declared.catch(() => (this.declared = null));
    return this.declared;
  }

  /** Declares a queue (idempotent) and, on a worker, its cron schedule; each written only when it differs. */
  async define<T>(definition: JobDefinition<T>): Promise<void> {
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
    const known = await this.known();
    const existing = known.queues.get(definition.name) ?? null;
    const policy = {
      retryLimit: definition.retries,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.backoff,
      expireInSeconds: definition.expireInSeconds,
    };
    if (!existing) {
      await this.boss.createQueue(definition.name, policy).catch(async (error: unknown) => {
        // Another instance created it between our check and our insert.
        if (!(await this.boss.getQueue(definition.name))) throw error;
      });
    } else if (
      existing.retryLimit !== policy.retryLimit ||
      existing.retryDelay !== policy.retryDelay ||
      existing.retryBackoff !== policy.retryBackoff ||
      existing.expireInSeconds !== policy.expireInSeconds
    ) {
      await this.boss.updateQueue(definition.name, policy);
    }
    known.queues.set(definition.name, { ...existing, ...policy, name: definition.name } as QueueRow);
    if (definition.cron && this.options.works) {
      const { schedule, payload } = definition.cron;
      const tz = definition.cron.timezone ?? 'UTC';
      const current = known.schedules.get(definition.name);
      if (!current || current.cron !== schedule || current.timezone !== tz || JSON.stringify(current.data ?? {}) !== JSON.stringify(payload ?? {})) {
        await this.boss.schedule(definition.name, schedule, payload as object, { tz });
        known.schedules.set(definition.name, { ...current, name: definition.name, key: '', cron: schedule, timezone: tz, data: payload as object } as ScheduleRow);
      }
    }
  }

  /** Attaches a handler; only processes with the worker role run it. */
  async work<T>(definition: JobDefinition<T>, handler: JobHandler<T>): Promise<void> {
    await this.define(definition);
    if (!this.options.works) return;
    if (this.held) {
      this.held.push(() => this.work(definition, handler));
      return;
    }
    const log = this.options.log.child({ job: definition.name });
    await this.boss.work<unknown>(
      definition.name,
      {
        localConcurrency: definition.concurrency,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        batchSize: definition.batchSize,
        burstWhenBatchFull: definition.batchSize > 1,
        includeMetadata: true,
        perJobResults: true,
      },
      async (jobs) => {
        const results: JobResult[] = [];
        // A batch is fetched by priority but not returned in that order: run it in that order.
        const ordered = [...(jobs as JobWithMetadata<unknown>[])].sort((a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime());
        for (const job of ordered) {
          const payload = definition.schema.safeParse(job.data);
          if (!payload.success) {
            log.error({ jobId: job.id, issues: payload.error.issues }, 'job payload rejected');
            results.push(failed(job.id, new Error(`Invalid payload for ${definition.name}: ${payload.error.message}`)));
            continue;
          }
          const started = performance.now();
          try {
            await handler(payload.data, { jobId: job.id, attempt: job.retryCount, signal: job.signal });
            log.debug({ jobId: job.id, ms: Math.round(performance.now() - started) }, 'job done');
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            log.warn({ jobId: job.id, attempt: job.retryCount, err: error }, 'job failed');
            results.push(failed(job.id, error));
          }
        }
        return results;
      },
    );
  }

  /** Validates the payload and enqueues; returns the job id, or null when the key was already used. */
  async enqueue<T>(definition: JobDefinition<T>, payload: T, options: EnqueueOptions = {}): Promise<string | null> {
    const data = definition.schema.parse(payload) as object;
    return this.boss.send(definition.name, data, {
      ...(options.idempotencyKey ? { id: uuidv5(`${definition.name}:${options.idempotencyKey}`, IDEMPOTENCY_NAMESPACE) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.priority !== undefined ? { priority: options.priority } : {}),
    });
  }

  /**
   * Enqueues a scheduled (cron) job now with its usual payload, as if its time had come: for the
   * developer clock's journeys (`POST /dev/jobs/run`). Null when no scheduled job has that name.
   */
  async runScheduledNow(name: string, { waitMs = 0 } = {}): Promise<{ jobId: string; state: string } | null> {
    const definition = this.definitions.get(name);
    if (!definition?.cron) return null;
    const jobId = await this.enqueue(definition, definition.cron.payload);
    if (!jobId) return null;
    // Waiting (up to `waitMs`) lets the caller know the run is over before it looks at its effects.
    const deadline = Date.now() + waitMs;
    let state = 'created';
    while (Date.now() < deadline) {
      state = (await this.boss.getJobById(name, jobId))?.state ?? state;
      if (state === 'completed' || state === 'failed' || state === 'cancelled') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { jobId, state };
  }

  /** Live backlog across every queue this process knows (pg-boss's own stats lag by a minute). */
  async counts(): Promise<QueueCounts> {
    const names = [...this.definitions.keys()];
    if (names.length === 0) return { queued: 0, active: 0, failed: 0 };
    const [row] = await queryRows<{ queued: number; active: number; failed: number }>(
      this.options.database.db,
      sql`select count(*) filter (where state in ('created', 'retry'))::int as queued,
                 count(*) filter (where state = 'active')::int as active,
                 count(*) filter (where state = 'failed')::int as failed
          from pgboss.job where name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})`,
    );
    return row ?? { queued: 0, active: 0, failed: 0 };
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, close: true });
  }
}

/**
 * The error pg-boss records as the failed run's output (jsonb): without control characters, as
 * PostgreSQL refuses NUL. Were the record refused, the run would stay active until it expires and
 * its retries would never come.
 */
/** A job's failure, as pg-boss stores a thrown error (retried while retries are left). */
function failed(id: string, error: unknown): JobResult {
  const stored = storableError(error);
  return { id, status: 'failed', output: { name: stored.name, message: stored.message, stack: stored.stack } };
}

function storableError(error: unknown): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const stored = new Error(stripControlCharacters(original.message));
  stored.name = original.name;
  stored.stack = original.stack === undefined ? undefined : stripControlCharacters(original.stack);
  return stored;
}
