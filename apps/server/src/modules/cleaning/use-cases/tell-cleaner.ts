import { plainEmailHtml } from '../../../platform/text/plain-email';
import type { Database, Tx } from '../../../platform/db/database';
import type { CleaningDeps } from '../cleaning.deps';
import { listCleanerProfiles, type CleaningTaskRow } from '../cleaning.repo';
import { KIND_WORDS, portalLink, windowWords } from '../domain/task-words';

/** What the cleaner is told: a new task to acknowledge, a change to acknowledge again, or a cancellation. */
export type CleanerNotice = 'assigned' | 'changed' | 'cancelled' | 'offered';

/** The live-refresh signal of /cleaners and the portal (ids only; screens read the rest). */
export async function announceTaskChanged(deps: Pick<CleaningDeps, 'realtime'>, db: Database | Tx, workspaceId: string, taskId: string): Promise<void> {
  await deps.realtime.publish(db, workspaceId, { type: 'cleaning.changed', data: { taskId } });
}

/**
 * Tells the task's cleaner by email or text message (their choice, else what they have), with a
 * link to the task in the portal. Returns how they were told ('email', 'sms') or null when they
 * have no address. Idempotent per task version and notice.
 */
export async function tellCleaner(deps: CleaningDeps, task: CleaningTaskRow, cleanerUserId: string, notice: CleanerNotice, reason?: string): Promise<'email' | 'sms' | null> {
  const cleaners = await deps.ports.listCleaners(task.workspaceId);
  const cleaner = cleaners.find((candidate) => candidate.userId === cleanerUserId);
  if (!cleaner) return null;
  const profile = (await listCleanerProfiles(deps.db, task.workspaceId)).find((row) => row.userId === cleanerUserId);
  const property = await deps.ports.findProperty(task.workspaceId, task.propertyId);
  const where = property?.name ?? 'the property';
  const when = windowWords(task.windowStart, task.windowEnd, property?.timezone ?? 'UTC');
  const link = portalLink(deps.publicUrl, task.id);
  const kind = KIND_WORDS[task.kind] ?? 'cleaning';
  const sameDay = task.sameDay ? ' Same-day turnover: the next guests arrive today.' : '';
  const lines: Record<CleanerNotice, { subject: string; body: string }> = {
    assigned: { subject: `Cleaning at ${where}, ${when}`, body: `You have a ${kind} at ${where}, ${when}.${sameDay} Please acknowledge it: ${link}` },
    offered: { subject: `Can you take a cleaning at ${where}, ${when}?`, body: `A ${kind} at ${where}, ${when} needs a cleaner.${sameDay} Acknowledge it to take it: ${link}` },
    changed: {
      subject: `Changed: cleaning at ${where}, now ${when}`,
      body: `Your ${kind} at ${where} changed${reason ? ` (${reason})` : ''}: it is now ${when}.${sameDay} Please acknowledge the change: ${link}`,
    },
    cancelled: { subject: `Cancelled: cleaning at ${where}, ${when}`, body: `Your ${kind} at ${where}, ${when} is cancelled${reason ? ` (${reason})` : ''}. Nothing to do.` },
  };
  const { subject, body } = lines[notice];
  const idempotencyKey = `cleaning.${notice}:${task.id}:${task.version}:${cleanerUserId}`;
  const wantsSms = (profile?.notifyBy === 'sms' && cleaner.phoneNumber) || (!cleaner.email && cleaner.phoneNumber);
  if (wantsSms) {
    await deps.ports.sms({ to: cleaner.phoneNumber!, body: `Cohost: ${body}`, template: `cleaning.task-${notice}`, idempotencyKey, workspaceId: task.workspaceId });
    return 'sms';
  }
  if (!cleaner.email) return null;
  const text = `Hello ${cleaner.name || 'there'},\n\n${body}\n\nCohost`;
  await deps.ports.email({ to: cleaner.email, subject, text, html: plainEmailHtml(text), template: `cleaning.task-${notice}`, idempotencyKey, workspaceId: task.workspaceId });
  return 'email';
}
