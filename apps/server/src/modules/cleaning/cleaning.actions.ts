import { z } from 'zod';
import { defineAction } from '../automation';
import type { CleaningDeps } from './cleaning.deps';
import { findTask, updateTask } from './cleaning.repo';
import { assignTask } from './use-cases/assign-task';
import { announceTaskChanged } from './use-cases/tell-cleaner';

const AssignPayload = z.object({ taskId: z.string(), cleanerUserId: z.string(), cleanerName: z.string() });

/**
 * `cleaning.assign`: Cohost's pick of a cleaner for a task (the AI settings' "Cleaner
 * assignment"). The policy decides: Expert assigns at once; Beginner proposes it in /approvals.
 */
export function assignCleanerHandler(deps: CleaningDeps) {
  return defineAction({
    kind: 'cleaning.assign',
    payloadSchema: AssignPayload,
    editable: [],
    describe: (payload) => [
      { label: 'Cleaner', value: payload.cleanerName },
      { label: 'What', value: 'The cleaner is assigned, told 24 hours before (with a link to the task), and asked to acknowledge.' },
    ],
    isStale: async ({ workspaceId, payload }) => {
      const task = await findTask(deps.db, workspaceId, payload.taskId);
      return !task || (task.status !== 'scheduled' && task.status !== 'pending') || (task.cleanerUserId !== null && task.cleanerUserId !== task.proposedCleanerUserId && task.approvalId === null);
    },
    execute: async ({ workspaceId, payload, decidedBy }) => {
      await assignTask(deps, workspaceId, payload.taskId, payload.cleanerUserId, decidedBy.type === 'person' ? { type: 'person', userId: decidedBy.userId } : { type: 'cohost' });
      return { result: `${payload.cleanerName} is assigned.` };
    },
    closed: async ({ tx, workspaceId, payload }) => {
      const task = await findTask(tx, workspaceId, payload.taskId);
      if (task?.proposedCleanerUserId === payload.cleanerUserId) {
        await updateTask(tx, workspaceId, payload.taskId, { proposedCleanerUserId: null, approvalId: null }, deps.clock.now());
        await announceTaskChanged(deps, tx, workspaceId, payload.taskId);
      }
    },
  });
}
