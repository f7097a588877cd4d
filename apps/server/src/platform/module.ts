import type { LargeBodyPath } from './http/create-app';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import type { Database } from './db/database';
import type { EventBus, Subscription } from './events/event-bus';
import type { ActorResolver, AppBindings } from './http/app-env';
import type { DirectRead } from './http/direct-reads';
import type { JobQueue } from './jobs/job-queue';
import type { Logger } from './log/logger';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { Clock } from './runtime/clock';
import type { FileStore } from './storage/file-store';
import type { ExportPart } from './export/export-part';

/** What the platform gives every module: built once per process by the composition root. */
export interface ModuleContext {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  /** The module's own logger (`module: <name>`). */
  log: Logger;
  /** Workspace events to open dashboards, across instances (LISTEN/NOTIFY). */
  realtime: RealtimeHub;
  /** Domain events: `publish(tx, event)` in the writing transaction. */
  events: EventBus;
  /** Stored files (photos): local disk or an S3-compatible bucket; keys begin with the workspace's id. */
  files: FileStore;
}

/**
 * A module's public face, as the composition root sees it: what it mounts (API routes under
 * /api, pages at /), the domain events it reacts to, its jobs, its part of the demo workspace
 * (idempotent: a seed interrupted by a crash runs again on the next start), and its start and
 * stop. The use cases it offers other modules are the face's other members.
 */
export interface AppModule {
  name: string;
  /** Core modules are what every product module builds on; product modules never import each other (lint reads this). */
  kind: 'core' | 'product';
  /** API routes, mounted under /api: declared with zod-openapi, or a plain router for endpoints a library defines (better-auth). */
  routes?: OpenAPIHono<AppBindings> | Hono<AppBindings>;
  /**
   * GET endpoints that are polled rather than used (the health check), by their full path
   * (`/api/health`): answered before the app's routing and middleware (platform/http/direct-reads.ts).
   * Each is also declared in `routes`, which answers it when the request is not plain.
   */
  directReads?: Record<string, DirectRead>;
  /**
   * GET screens (full paths, `/api/dashboard`) whose 200 answers may be kept per caller until the
   * workspace changes (platform/http/read-cache.ts): only reads that depend on nothing but the
   * caller, the query string, the workspace's tables and the clock's minute.
   */
  cachedReads?: string[];
  /** Server-rendered pages outside the API and the web app (e.g. developer tools), mounted at /. */
  pages?: Hono<AppBindings>;
  /** API path prefixes that take writes from other sites because they verify a signature themselves (webhooks). */
  crossSiteWritePaths?: string[];
  /** Writes allowed a larger body than BODY_LIMIT_BYTES (uploads in one request): the exact paths and their limit. */
  largeBodyPaths?: LargeBodyPath[];
  /** Who is behind a request (accounts, the one module that knows): the HTTP app's route callers are checked against it. */
  identifiesActors?: ActorResolver;
  /** Domain events of other modules (or its own) this module reacts to. */
  subscriptions?: Subscription[];
  registerJobs?: (queue: JobQueue) => Promise<void>;
  /** What the module holds for a workspace, as parts of the workspace export (platform/export): each read scoped to the workspace it is given, secrets left out. */
  exportParts?: ExportPart[];
  seedDemo?: () => Promise<void>;
  /** Background timers of this process (not cluster-wide work: that is a job). */
  start?: () => Promise<void>;
  stop?: () => Promise<void>;
}
