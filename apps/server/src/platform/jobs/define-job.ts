import type { z } from 'zod';

/**
 * A typed job: its name (`<module>.<kebab-name>`), payload schema and delivery policy.
 * The handler is attached where the module wires its dependencies (`<module>.jobs.ts`),
 * so a use case can enqueue a job knowing only its definition.
 */
export interface JobDefinition<TPayload> {
  name: string;
  schema: z.ZodType<TPayload>;
  /** How many times a failed run is retried (default 3). */
  retries: number;
  /** First retry delay in seconds; doubles on each retry when `backoff` (default 5 s, on). */
  retryDelaySeconds: number;
  backoff: boolean;
  /** A run taking longer than this is treated as failed and retried (default 300 s). */
  expireInSeconds: number;
  /** Jobs handled at once by one process (default 1). */
  concurrency: number;
  /**
   * Jobs each of those takes per fetch (default 1). Above 1, a worker fetches again at once while
   * its fetches come back full, instead of waiting for the next poll: a backlog drains as fast as
   * the handler goes. Each job succeeds or fails on its own.
   */
  batchSize: number;
  /** Recurring runs: a cron expression with its timezone and payload. Fired once cluster-wide. */
  cron?: { schedule: string; timezone?: string; payload: TPayload };
}

export interface JobContext {
  jobId: string;
  /** 0 for the first run, 1 for the first retry… */
  attempt: number;
  signal: AbortSignal;
}

export type JobHandler<TPayload> = (payload: TPayload, context: JobContext) => Promise<void>;

const JOB_NAME = /^[a-z][a-z0-9]*\.[a-z][a-z0-9-]*$/;

export function defineJob<TPayload>(
  definition: Pick<JobDefinition<TPayload>, 'name' | 'schema'> & Partial<Omit<JobDefinition<TPayload>, 'name' | 'schema'>>,
): JobDefinition<TPayload> {
  if (!JOB_NAME.test(definition.name)) {
    throw new Error(`Job name "${definition.name}" must look like <module>.<kebab-name>`);
  }
  return { retries: 3, retryDelaySeconds: 5, backoff: true, expireInSeconds: 300, concurrency: 1, batchSize: 1, ...definition };
}
