import { locksExportParts } from './locks.repo';
import { randomInt } from 'node:crypto';
import { SealedBox } from '../../platform/crypto/sealed-box';
import type { AppModule, ModuleContext } from '../../platform/module';
import type { AutomatedModule } from '../automation';
import { issueCodeHandler, sendBackupCodeHandler } from './locks.actions';
import type { LocksDeps } from './locks.deps';
import { registerLocksJobs } from './locks.jobs';
import { connectLocksPorts, type LocksUses } from './locks.ports';
import { LOCKS_WEBHOOK_PATHS, locksRoutes } from './locks.routes';
import { countLocks } from './locks.repo';
import { locksSubscriptions } from './locks.subscriptions';
import { VirtualLocks } from './providers/virtual-lock-provider';
import { addVirtualLock, type AddVirtualLockInput } from './use-cases/add-virtual-lock';
import { advanceDoorCodes } from './use-cases/advance-door-codes';
import { findStayDoorCode, findTaskDoorCode } from './use-cases/find-stay-door-code';
import { cancelTaskCodes, issueTaskCodes, type TaskCodeRequest } from './use-cases/issue-task-codes';
import { openLockConnection } from './use-cases/open-lock-connection';
import { seedDemoLocks } from './use-cases/seed-demo-locks';
import type { Actor } from '../accounts';

export type { LocksUses } from './locks.ports';
export type { TaskCodeRequest } from './use-cases/issue-task-codes';

/**
 * Smart locks and door codes: the workspace's locks (virtual, or through Seam), a code for every
 * stay generated once and sent to the lock at T−24 h, confirmed before anyone is given it,
 * retried, backed up and alerted on failure, checked before arrival, and removed after checkout.
 */
export function createLocksModule(context: ModuleContext, config: { secret: string; publicUrl: string; seamApiUrl: string | null }, uses: LocksUses) {
  const virtualLocks = new VirtualLocks(context.db, context.clock);
  const deps: LocksDeps = {
    ...context,
    publicUrl: config.publicUrl,
    virtualLocks,
    codes: new SealedBox(config.secret, 'door-codes'),
    secrets: new SealedBox(config.secret, 'lock-provider-secrets'),
    seamEndpoint: config.seamApiUrl,
    randomDigit: (below) => randomInt(below),
    connect: (workspaceId, provider) => openLockConnection(deps, workspaceId, provider),
    ports: connectLocksPorts(uses),
  };
  return {
    name: 'locks',
    kind: 'product',
    exportParts: locksExportParts(context.db),
    routes: locksRoutes(deps),
    crossSiteWritePaths: LOCKS_WEBHOOK_PATHS,
    subscriptions: locksSubscriptions(deps),
    actions: [issueCodeHandler(deps), sendBackupCodeHandler(deps)],
    registerJobs: (queue) => registerLocksJobs(queue, deps),
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await seedDemoLocks(deps, actor);
    },
    /** A stay's door code: the digits once the lock confirmed them (the guest page, `{{door_code}}`). */
    findDoorCode: (workspaceId: string, reservationId: string) => findStayDoorCode(deps, workspaceId, reservationId),
    /** A cleaning's or maintenance task's code on each lock of its property, scoped to its window (again when it moves). */
    issueTaskCodes: (workspaceId: string, task: TaskCodeRequest) => issueTaskCodes(deps, workspaceId, task),
    /** A task cancelled or done: its codes come off the locks. */
    cancelTaskCodes: (workspaceId: string, taskId: string) => cancelTaskCodes(deps, workspaceId, taskId),
    /** A task's code for its holder, once the lock confirmed it (the cleaner's portal). */
    findTaskCode: (workspaceId: string, taskId: string) => findTaskDoorCode(deps, workspaceId, taskId),
    /** How many locks the workspace has (the setup checklist). */
    countLocks: (workspaceId: string) => countLocks(deps.db, workspaceId),
    /** "Add a virtual lock" on a property; its booked stays get codes for it. */
    addVirtualLock: (actor: Actor, input: AddVirtualLockInput) => addVirtualLock(deps, actor, input),
    /** One pass of the every-minute work on door codes (tests and benchmarks drive it by hand). */
    advanceDoorCodes: () => advanceDoorCodes(deps),
    /** Someone typed digits on a virtual lock's keypad (the developer's control): the code that opened it, or null. */
    enterVirtualCode: (workspaceId: string, deviceId: string, code: string) => virtualLocks.enterCode(workspaceId, deviceId, code),
  } satisfies AppModule & AutomatedModule & Record<string, unknown>;
}
