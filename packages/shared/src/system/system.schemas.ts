import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'down']).meta({
      description: 'ok: all parts up; degraded: serving, but no job worker is alive; down: the database is unreachable (HTTP 503)',
    }),
    version: z.string(),
    uptimeSeconds: z.number().int(),
    database: z.object({
      status: z.enum(['up', 'down']),
      driver: z.enum(['pglite', 'postgres']),
      latencyMs: z.number().nullable(),
      checkedAt: z.iso.datetime(),
    }),
    jobs: z.object({
      status: z.enum(['up', 'down']),
      role: z.enum(['all', 'web', 'worker']).meta({ description: 'What this process does' }),
      workersSeen: z.number().int().meta({ description: 'Processes that worked jobs in the last 45 seconds' }),
      lastHeartbeatAt: z.iso.datetime().nullable(),
      queued: z.number().int(),
      failed: z.number().int(),
    }),
    events: z
      .object({
        waiting: z.number().int().meta({ description: 'Deliveries of domain events to their subscribers not yet done (retrying ones included)' }),
        dead: z.number().int().meta({ description: 'Deliveries that failed on every attempt: their workspace can replay them from the activity log' }),
      })
      .meta({ description: 'Domain events between modules, across the installation' }),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof HealthSchema>;
