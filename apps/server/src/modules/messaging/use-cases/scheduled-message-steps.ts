import { MESSAGE_TRIGGERS } from '@cohost/shared';
import type { StepDefinition } from '../../automation';
import { stepName, TRIGGERS } from '../domain/scheduled-triggers';
import type { MessagingDeps } from '../messaging.deps';
import { upsertScheduled } from '../messaging.repo';

/**
 * The moments of scheduled messages, as automation's time-based steps: moved with the stay,
 * cancelled with it, DST-safe. When one comes, its row is marked due in the step's own
 * transaction; the messaging job sends it.
 */
export function scheduledMessageSteps(deps: Pick<MessagingDeps, 'clock'>): StepDefinition[] {
  return MESSAGE_TRIGGERS.map((trigger) => {
    const definition = TRIGGERS[trigger];
    return {
      name: stepName(trigger),
      anchor: definition.anchor,
      offset: () => definition.offset,
      appliesTo: (stay) => stay.kind === 'guest' && stay.status === 'confirmed',
      maxLatenessMs: definition.maxLatenessMs,
      run: async ({ tx, stay, dueAt }) => {
        await upsertScheduled(
          tx,
          { workspaceId: stay.workspaceId, reservationId: stay.id, trigger },
          { state: 'due', dueAt, nextAttemptAt: deps.clock.now(), approvalId: null, problem: null, updatedAt: deps.clock.now() },
        );
      },
    } satisfies StepDefinition;
  });
}
