import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle, EmbeddedClient, Tx } from '../db/database';
import type { Logger } from '../log/logger';

/** One realtime event for a workspace's open dashboards: small (NOTIFY carries at most 8000 bytes). */
export interface RealtimeEvent {
  type: string;
  /** Ids and counts only: a dashboard reads the details through the API, with its own permissions. */
  data?: Record<string, string | number | boolean | null>;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Fan-out of workspace events to every instance's open streams through PostgreSQL
 * LISTEN/NOTIFY (in-process on the embedded database, which has the same NOTIFY). A publish
 * inside a transaction is delivered only if, and when, it commits.
 */
export interface RealtimeHub {
  publish(db: Database | Tx, workspaceId: string, event: RealtimeEvent): Promise<void>;
  /** Events of one workspace as they arrive; returns the unsubscribe. */
  subscribe(workspaceId: string, listener: RealtimeListener): () => void;
  /**
   * Events of the installation itself, addressed `system:<topic>` (e.g. the database's triggers
   * announcing a changed user on `system:sessions`); never delivered to a workspace's streams.
   */
  subscribeInstallation(topic: string, listener: RealtimeListener): () => void;
  /**
   * Called when listening starts again after the connection to PostgreSQL dropped: events of
   * the gap were missed, so whatever was kept up to date by them must be read afresh.
   */
  onResync(listener: () => void): () => void;
  /** Open streams in this process (for health and benchmarks). */
  listenerCount(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const REALTIME_CHANNEL = 'cohost_realtime';
/** Envelopes addressed to the installation rather than a workspace (workspace ids are UUIDs). */
const INSTALLATION_PREFIX = 'system:';
const MAX_PAYLOAD_BYTES = 7_900;
/** How long to wait before listening again after the PostgreSQL connection drops. */
const RELISTEN_DELAYS_MS = [1000, 2000, 5000, 10_000];

interface Envelope {
  w: string;
  e: RealtimeEvent;
}

/**
 * Announces an event to the workspace's open streams on every instance, when (and if) the
 * transaction it is written in commits. Needs no hub: any module can call it with its own handle.
 */
export async function notifyRealtime(db: Database | Tx, workspaceId: string, event: RealtimeEvent): Promise<void> {
  const payload = JSON.stringify({ w: workspaceId, e: event } satisfies Envelope);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Realtime event ${event.type} is too large for NOTIFY`);
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

export function createRealtimeHub(handle: Pick<DatabaseHandle, 'driver' | 'pglite' | 'connectionString'>, log: Logger): RealtimeHub {
  const listeners = new Map<string, Set<RealtimeListener>>();
  const installationListeners = new Map<string, Set<RealtimeListener>>();
  const resyncListeners = new Set<() => void>();
  let stopListening: (() => Promise<void>) | null = null;
  let stopped = false;

  const deliver = (raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    const addressed = envelope.w.startsWith(INSTALLATION_PREFIX) ? installationListeners.get(envelope.w.slice(INSTALLATION_PREFIX.length)) : listeners.get(envelope.w);
    for (const listener of addressed ?? []) {
      try {
        listener(envelope.e);
      } catch (error) {
        log.warn({ err: error }, 'A realtime listener failed');
      }
    }
  };

  // Listeners are told when events may have been missed: when the connection drops and again
  // when listening starts anew (what was read during the gap may be stale too).
  const resync = () => {
    for (const listener of resyncListeners) {
      try {
        listener();
      } catch (error) {
        log.warn({ err: error }, 'A realtime resync listener failed');
      }
    }
  };

  const listenPglite = async (pglite: EmbeddedClient) => {
    const unlisten = await pglite.listen(REALTIME_CHANNEL, deliver);
    stopListening = async () => {
      if (!pglite.closed) await unlisten();
    };
  };

  const listenPostgres = async (connectionString: string, attempt = 0): Promise<void> => {
    const client = new pg.Client({ connectionString });
    const retry = () => {
      if (stopped) return;
      resync();
      const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)]!;
      log.warn({ delayMs: delay }, 'Realtime connection to PostgreSQL lost; listening again soon');
      setTimeout(() => void listenPostgres(connectionString, attempt + 1).catch(() => {}), delay).unref();
    };
    client.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload) deliver(message.payload);
    });
    client.on('error', () => {});
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_CHANNEL}`);
    } catch (error) {
      client.removeListener('end', retry);
      await client.end().catch(() => {});
      if (attempt === 0) throw error;
      retry();
      return;
    }
    if (attempt > 0) resync();
    attempt = 0;
    stopListening = async () => {
      client.removeListener('end', retry);
      await client.end().catch(() => {});
    };
  };

  return {
    publish: notifyRealtime,
    subscribe: (workspaceId, listener) => addListener(listeners, workspaceId, listener),
    subscribeInstallation: (topic, listener) => addListener(installationListeners, topic, listener),
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    async start() {
      stopped = false;
      if (handle.driver === 'pglite' && handle.pglite) await listenPglite(handle.pglite);
      else if (handle.connectionString) await listenPostgres(handle.connectionString);
    },
    async stop() {
      stopped = true;
      await stopListening?.();
      stopListening = null;
    },
  };
}

/** Adds a listener under a key; returns its removal (the key goes with its last listener). */
function addListener(map: Map<string, Set<RealtimeListener>>, key: string, listener: RealtimeListener): () => void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}
