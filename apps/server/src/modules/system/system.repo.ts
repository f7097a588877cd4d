import { count, eq, gt, lt, max } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { InstanceInfo } from '../../platform/runtime/instance';
import { appMeta, workerHeartbeats } from './system.tables';

// Installation-wide rows: app_meta and worker_heartbeats belong to no workspace.

export async function findMeta<T>(db: Database, key: string): Promise<T | null> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return (rows[0]?.value as T | undefined) ?? null;
}

/** Writes a key once; returns false when it already existed. */
export async function insertMetaOnce(db: Database, key: string, value: unknown, at: Date): Promise<boolean> {
  const rows = await db
    .insert(appMeta)
    .values({ key, value, updatedAt: at })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  return rows.length === 1;
}

export async function upsertHeartbeat(db: Database, instance: InstanceInfo, role: string, at: Date): Promise<void> {
  await db
    .insert(workerHeartbeats)
    .values({
      instanceId: instance.instanceId,
      role,
      hostname: instance.hostname,
      pid: instance.pid,
      version: instance.version,
      startedAt: instance.startedAt,
      lastSeenAt: at,
    })
    .onConflictDoUpdate({ target: workerHeartbeats.instanceId, set: { lastSeenAt: at } });
}

export async function summarizeHeartbeats(db: Database, since: Date): Promise<{ alive: number; lastSeenAt: Date | null }> {
  const [alive] = await db.select({ n: count() }).from(workerHeartbeats).where(gt(workerHeartbeats.lastSeenAt, since));
  const [last] = await db.select({ at: max(workerHeartbeats.lastSeenAt) }).from(workerHeartbeats);
  return { alive: alive?.n ?? 0, lastSeenAt: last?.at ?? null };
}

export async function deleteHeartbeatsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(workerHeartbeats)
    .where(lt(workerHeartbeats.lastSeenAt, before))
    .returning({ id: workerHeartbeats.instanceId });
  return rows.length;
}

export async function deleteHeartbeat(db: Database, instanceId: string): Promise<void> {
  await db.delete(workerHeartbeats).where(eq(workerHeartbeats.instanceId, instanceId));
}
