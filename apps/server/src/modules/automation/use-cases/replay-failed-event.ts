import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { AutomationDeps } from '../automation.deps';
import { automationErrors } from '../automation.errors';
import { assertHost } from '../domain/automation-access';
import { recordActivity } from './record-activity';

/** Sends one of the workspace's failed events to its module again, now, from a first attempt (logged). */
export async function replayFailedEvent(deps: Pick<AutomationDeps, 'events' | 'db' | 'clock' | 'realtime' | 'ports'>, actor: Actor, deliveryId: string): Promise<{ replayed: true }> {
  assertHost(actor);
  const failed = isUuid(deliveryId) ? await deps.events.replay(actor.workspaceId, deliveryId) : null;
  if (!failed) throw automationErrors.failedEventNotFound();
  await recordActivity(deps, deps.db, {
    workspaceId: actor.workspaceId,
    actor: { type: 'host', userId: actor.userId, name: (await deps.ports.findUserName(actor.userId)) ?? 'A host' },
    kind: 'events.replay',
    summary: `Sent ${failed.type} to ${failed.subscriber} again`,
    reason: failed.lastError ? `It had failed: ${failed.lastError}` : 'It had failed.',
    result: 'done',
    detail: { eventId: failed.eventId, attempts: failed.attempts },
  });
  return { replayed: true };
}
