import { randomBytes } from 'node:crypto';
import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningErrors } from '../cleaning.errors';
import { cleaningAssigned } from '../cleaning.events';
import {
  countTasksByCleaner,
  findTask,
  findWorkspaceSettings,
  insertAck,
  listCleanerCoverage,
  listCleanerProfiles,
  lockTask,
  saveWorkspaceSettings,
  updateTask,
  type CleaningTaskRow,
} from '../cleaning.repo';
import { DEFAULT_AVAILABILITY, FAIRNESS_PERIOD_MS, NOTIFY_BEFORE_MS } from '../domain/cleaner-defaults';
import { chooseCleaner, type CleanerCandidate } from '../domain/choose-cleaner';
import { KIND_WORDS, windowWords } from '../domain/task-words';
import { notifyTask } from './notify-cleaners';
import { announceTaskChanged, tellCleaner } from './tell-cleaner';

/** Who assigned: a person, or Cohost (the policy let it, or the host approved its proposal). */
export type AssignedBy = { type: 'person'; userId: string } | { type: 'cohost' };

/** The team's cleaners as candidates for a task: profile, fairness count, whether busy then. */
export async function loadCandidates(deps: CleaningDeps, task: CleaningTaskRow): Promise<CleanerCandidate[]> {
  const [cleaners, profiles] = await Promise.all([deps.ports.listCleaners(task.workspaceId), listCleanerProfiles(deps.db, task.workspaceId)]);
  const period = { from: new Date(task.windowStart.getTime() - FAIRNESS_PERIOD_MS), to: new Date(task.windowStart.getTime() + FAIRNESS_PERIOD_MS) };
  const [counts, busy] = await Promise.all([
    countTasksByCleaner(deps.db, task.workspaceId, period),
    listCleanerCoverage(deps.db, task.workspaceId, { from: task.windowStart, to: task.windowEnd }, task.id),
  ]);
  return cleaners.map((cleaner, index) => {
    const profile = profiles.find((row) => row.userId === cleaner.userId);
    return {
      userId: cleaner.userId,
      availability: profile?.availability ?? DEFAULT_AVAILABILITY,
      propertyIds: profile?.propertyIds ?? [],
      rotationOrder: profile?.rotationOrder ?? index,
      active: profile?.active ?? true,
      busy: busy.has(cleaner.userId),
      taskCount: counts.get(cleaner.userId) ?? 0,
    };
  });
}

/**
 * Assigns a cleaner (or another in place of the one assigned): the task is pending, the
 * acknowledgement starts over, the previous cleaner's door code comes off and is told, the new
 * cleaner's code is issued for the window, and they are told at once when the task is within
 * 24 hours (else the notify job tells them 24 hours before).
 */
export async function assignTask(deps: CleaningDeps, workspaceId: string, taskId: string, cleanerUserId: string, by: AssignedBy): Promise<CleaningTaskRow> {
  const cleaners = await deps.ports.listCleaners(workspaceId);
  const cleaner = cleaners.find((candidate) => candidate.userId === cleanerUserId);
  if (!cleaner) throw cleaningErrors.cleanerNotFound();
  const now = deps.clock.now();
  const { task, previous } = await deps.db.transaction(async (tx) => {
    const row = await lockTask(tx, workspaceId, taskId);
    if (!row) throw cleaningErrors.taskNotFound();
    if (row.status === 'completed' || row.status === 'cancelled' || row.status === 'in-progress') throw cleaningErrors.taskClosed();
    const previousCleaner = row.cleanerUserId;
    if (previousCleaner === cleanerUserId && row.status === 'pending') return { task: row, previous: null };
    const updated = await updateTask(
      tx,
      workspaceId,
      taskId,
      {
        cleanerUserId,
        status: 'pending',
        assignedAt: now,
        proposedCleanerUserId: null,
        approvalId: null,
        ackState: 'none',
        notifiedAt: null,
        ackDeadline: null,
        acknowledgedAt: null,
        escalatedAt: null,
        changeNeedsAck: false,
        changeReason: null,
        doorCodeTaskId: `${taskId}.${randomBytes(4).toString('hex')}`,
      },
      now,
    );
    if (previousCleaner) await insertAck(tx, { workspaceId, taskId, kind: 'unassigned', cleanerUserId: previousCleaner, detail: 'Reassigned', at: now });
    await insertAck(tx, { workspaceId, taskId, kind: 'assigned', cleanerUserId, detail: by.type === 'cohost' ? 'Assigned by Cohost' : 'Assigned by the host', at: now });
    await deps.events.publish(
      tx,
      cleaningAssigned({
        workspaceId,
        taskId,
        propertyId: row.propertyId,
        kind: row.kind,
        reservationId: row.reservationId,
        windowStart: row.windowStart.toISOString(),
        windowEnd: row.windowEnd.toISOString(),
        cleanerUserId,
        previousCleanerUserId: previousCleaner,
      }),
    );
    await announceTaskChanged(deps, tx, workspaceId, taskId);
    return { task: updated, previous: previousCleaner ? { userId: previousCleaner, doorCodeTaskId: row.doorCodeTaskId, wasTold: row.notifiedAt !== null } : null };
  });
  if (previous?.doorCodeTaskId) await safely(deps, 'cancel the previous door code', () => deps.ports.cancelTaskCodes(workspaceId, previous.doorCodeTaskId!));
  if (previous?.wasTold) await safely(deps, 'tell the previous cleaner', () => tellCleaner(deps, task, previous.userId, 'cancelled', 'given to another cleaner'));
  await issueDoorCode(deps, task, cleaner.name);
  if (task.windowStart.getTime() - now.getTime() <= NOTIFY_BEFORE_MS) await notifyTask(deps, workspaceId, taskId);
  return (await findTask(deps.db, workspaceId, taskId)) ?? task;
}

/** The cleaner's door code on the property's locks for the task's window (none when it has no lock). */
export async function issueDoorCode(deps: CleaningDeps, task: CleaningTaskRow, holderName: string): Promise<void> {
  if (!task.doorCodeTaskId || task.windowEnd <= deps.clock.now()) return;
  await safely(deps, 'issue the door code', () =>
    deps.ports.issueTaskCodes(task.workspaceId, { propertyId: task.propertyId, taskId: task.doorCodeTaskId!, purpose: 'cleaning', holderName, startsAt: task.windowStart, endsAt: task.windowEnd }),
  );
}

/** Work outside the task's own transaction (door codes, messages): a failure is logged, the task stands. */
export async function safely(deps: Pick<CleaningDeps, 'log'>, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.log.warn({ err: error }, `Cleaning could not ${what}`);
  }
}

/** A host assigns (or reassigns) a cleaner by hand. */
export async function assignCleanerByHost(deps: CleaningDeps, actor: Actor, taskId: string, cleanerUserId: string): Promise<CleaningTaskRow> {
  return assignTask(deps, actor.workspaceId, taskId, cleanerUserId, { type: 'person', userId: actor.userId });
}

/**
 * Cohost picks a cleaner per the AI settings' "Cleaner assignment" (auto: availability and
 * fairness; rotation: the next in turn; manual: none, the host assigns) and proposes it through
 * the policy: Expert assigns at once, Beginner leaves a proposal in /approvals. `exclude` skips
 * cleaners (the one who did not acknowledge). Returns the cleaner proposed or assigned, or null.
 */
export async function proposeAssignment(deps: CleaningDeps, workspaceId: string, taskId: string, options: { exclude?: ReadonlySet<string>; reason?: string } = {}): Promise<string | null> {
  const task = await findTask(deps.db, workspaceId, taskId);
  if (!task || task.status === 'completed' || task.status === 'cancelled' || task.status === 'in-progress') return null;
  if (task.approvalId && task.proposedCleanerUserId) return task.proposedCleanerUserId;
  const settings = await deps.ports.settingsFor(workspaceId, task.propertyId);
  const mode = settings.cleaning.assignment;
  if (mode === 'manual') return null;
  const property = await deps.ports.findProperty(workspaceId, task.propertyId);
  if (!property) return null;
  const workspace = await findWorkspaceSettings(deps.db, workspaceId);
  const candidates = await loadCandidates(deps, task);
  const chosen = chooseCleaner(mode, candidates, { propertyId: task.propertyId, windowStart: task.windowStart, windowEnd: task.windowEnd, timezone: property.timezone }, {
    lastRotationUserId: workspace?.rotationLastUserId ?? null,
    exclude: options.exclude,
  });
  if (!chosen) return null;
  if (mode === 'rotation') await saveWorkspaceSettings(deps.db, workspaceId, { rotationLastUserId: chosen }, deps.clock.now());
  const name = (await deps.ports.findUserName(chosen)) ?? 'a cleaner';
  const result = await deps.ports.proposeAction({
    workspaceId,
    propertyId: task.propertyId,
    reservationId: task.reservationId,
    action: { kind: 'cleaning.assign' },
    payload: { taskId, cleanerUserId: chosen, cleanerName: name },
    title: `Assign ${name} to the ${KIND_WORDS[task.kind] ?? 'cleaning'} at ${property.name}, ${windowWords(task.windowStart, task.windowEnd, property.timezone)}`,
    dedupeKey: `cleaning.assign:${taskId}:${chosen}:${task.version}`,
    expiresAt: task.windowEnd,
  });
  if (result.approvalId) {
    await updateTask(deps.db, workspaceId, taskId, { proposedCleanerUserId: chosen, approvalId: result.approvalId }, deps.clock.now());
    await announceTaskChanged(deps, deps.db, workspaceId, taskId);
  }
  return chosen;
}
