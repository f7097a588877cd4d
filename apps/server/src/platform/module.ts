import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import type { AppBindings } from './http/app-env';
import type { JobQueue } from './jobs/job-queue';

/**
 * What a module hands the composition root: its API routes (mounted under /api), its job
 * handlers, and its part of the demo workspace (idempotent: a seed interrupted by a crash
 * runs again on the next start).
 */
export interface AppModule {
  name: string;
  /** Core modules are what every product module builds on; product modules never import each other (lint reads this). */
  kind: 'core' | 'product';
  /** API routes, mounted under /api: declared with zod-openapi, or a plain router for endpoints a library defines (better-auth). */
  routes?: OpenAPIHono<AppBindings> | Hono<AppBindings>;
  /** Server-rendered pages outside the API and the web app (e.g. developer tools), mounted at /. */
  pages?: Hono<AppBindings>;
  /** API path prefixes that take writes from other sites because they verify a signature themselves (webhooks). */
  crossSiteWritePaths?: string[];
  registerJobs?: (queue: JobQueue) => Promise<void>;
  seedDemo?: () => Promise<void>;
  /** Background timers of this process (not cluster-wide work: that is a job). */
  start?: () => Promise<void>;
  stop?: () => Promise<void>;
}
