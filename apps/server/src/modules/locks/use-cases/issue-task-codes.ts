import { HEALTH_CHECK_BEFORE_CHECK_IN_MS, SEND_BEFORE_CHECK_IN_MS } from '../domain/code-life';
import type { DoorCodeLength } from '../domain/door-code';
import type { LocksDeps } from '../locks.deps';
import { findLock, listPropertyLocks, listTaskCodes } from '../locks.repo';
import { moveCodeWindow, moveDoorCode } from './move-door-code';
import { planDoorCode } from './plan-door-code';

/** A task that needs the door (a cleaning, an inspection), as the module that owns it describes it. */
export interface TaskCodeRequest {
  propertyId: string;
  /** The owning module's id for the task (unique per lock among live codes). */
  taskId: string;
  purpose: 'cleaning' | 'maintenance';
  /** Who holds it: the cleaner's name, a company. */
  holderName: string;
  /** The task's window: the code works only inside it. */
  startsAt: Date;
  endsAt: Date;
}

/**
 * Cleaner and maintenance codes: a task gets its own code on each lock of its property, scoped to
 * its window (never a guest's code), sent to the lock 24 hours before the task starts through the
 * policy like a guest's (`locks.issue-code`), and given to its holder only once the lock confirms
 * it (`findTaskCode`). Called again when the task moves: the same code, its window moved.
 */
export async function issueTaskCodes(deps: LocksDeps, workspaceId: string, task: TaskCodeRequest): Promise<void> {
  const locks = await listPropertyLocks(deps.db, workspaceId, task.propertyId);
  const existing = await listTaskCodes(deps.db, workspaceId, task.taskId);
  const now = deps.clock.now();
  const schedule = {
    startsAt: task.startsAt,
    endsAt: task.endsAt,
    sendAt: new Date(Math.max(task.startsAt.getTime() - SEND_BEFORE_CHECK_IN_MS, now.getTime())),
    checkAt: new Date(task.startsAt.getTime() - HEALTH_CHECK_BEFORE_CHECK_IN_MS),
  };
  for (const code of existing) {
    const lock = locks.find((candidate) => candidate.id === code.lockId);
    if (lock) await moveCodeWindow(deps, code, lock, schedule, `Code for ${code.holderName} follows the task's new times (same code)`);
  }
  if (task.endsAt <= now) return;
  const settings = await deps.ports.settingsFor(workspaceId, task.propertyId);
  for (const lock of locks) {
    if (existing.some((code) => code.lockId === lock.id)) continue;
    await planDoorCode(deps, lock, {
      purpose: task.purpose,
      taskId: task.taskId,
      holderName: task.holderName,
      schedule,
      length: (lock.codeLength ?? settings.locks.codeLength) as DoorCodeLength,
      avoid: [],
    });
  }
}

/** The task was cancelled or done: its codes come off the locks (cancelled when they never reached one). */
export async function cancelTaskCodes(deps: LocksDeps, workspaceId: string, taskId: string): Promise<void> {
  for (const code of await listTaskCodes(deps.db, workspaceId, taskId)) {
    const lock = (await findLock(deps.db, workspaceId, code.lockId)) ?? { id: code.lockId, name: 'the lock', propertyId: null };
    await moveDoorCode(deps, code, lock, 'cancel', {}, { kind: 'code-cancelled', summary: `Code for ${code.holderName} cancelled with its task` });
  }
}
