import { ACTION_KIND_LABELS, type ActionKind, type ActivityEntry, type ActivityPage } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { listActivity as listActivityRows, type ActivityRow } from '../automation.repo';
import { assertHost } from '../domain/automation-access';

const OTHER_KIND_LABELS: Record<string, string> = {
  'settings.changed': 'Autonomy settings',
  'events.replay': 'Replayed an event',
  'supplies.delivered': 'Supply delivery',
  'supplies.limit-changed': 'Supply limit',
  'supplies.supplier-replied': 'Supplier reply',
};

function encodeCursor(row: ActivityRow): string {
  return Buffer.from(`${row.occurredAt.toISOString()}|${row.seq}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; seq: number } {
  const [at, seq] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!seq || !/^\d{1,15}$/.test(seq) || Number.isNaN(date.getTime())) throw automationErrors.badCursor();
  return { at: date, seq: Number(seq) };
}

/** The activity log, newest first, filtered, a page at a time. */
export async function listActivity(
  deps: AutomationDeps,
  actor: Actor,
  query: { propertyId?: string; kind?: string; actorType?: ActivityEntry['actorType']; result?: ActivityEntry['result']; cursor?: string; limit: number },
): Promise<ActivityPage> {
  assertHost(actor);
  if (query.propertyId && !isUuid(query.propertyId)) return { items: [], nextCursor: null };
  const before = query.cursor ? decodeCursor(query.cursor) : undefined;
  const [rows, properties] = await Promise.all([
    listActivityRows(deps.db, actor.workspaceId, { ...query, before, limit: query.limit + 1 }),
    deps.ports.listProperties(actor.workspaceId),
  ]);
  const names = new Map(properties.map((property) => [property.id, property.name]));
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(
      (row): ActivityEntry => ({
        id: row.id,
        occurredAt: row.occurredAt.toISOString(),
        actorType: row.actorType,
        actorName: row.actorName,
        kind: row.kind,
        kindLabel: ACTION_KIND_LABELS[row.kind as ActionKind]?.one ?? OTHER_KIND_LABELS[row.kind] ?? row.kind,
        summary: row.summary,
        reason: row.reason,
        decision: row.decision,
        result: row.result,
        propertyId: row.propertyId,
        propertyName: row.propertyId ? (names.get(row.propertyId) ?? null) : null,
        reservationId: row.reservationId,
        approvalId: row.approvalId,
      }),
    ),
    nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}
