import type { FailedEventList } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { assertHost } from '../domain/automation-access';

/**
 * The workspace's domain events a module could not handle (a stay's steps not rescheduled, an
 * alert not queued…): retrying ones with their next try, and dead ones to replay. Newest first.
 */
export async function listFailedEvents(deps: Pick<AutomationDeps, 'events'>, actor: Actor): Promise<FailedEventList> {
  assertHost(actor);
  const failed = await deps.events.listFailed(actor.workspaceId);
  return {
    items: failed.map((delivery) => ({
      id: delivery.id,
      eventId: delivery.eventId,
      type: delivery.type,
      subscriber: delivery.subscriber,
      status: delivery.status === 'dead' ? 'dead' : 'retrying',
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      nextAttemptAt: delivery.status === 'dead' ? null : delivery.nextAttemptAt.toISOString(),
      occurredAt: delivery.occurredAt.toISOString(),
    })),
  };
}
