import type { AutomationDeps } from '../automation.deps';
import { listExpiredPending, listNeedingReminder, listPagesDue, listUnexecuted, markPageRepeated, markReminded, type ApprovalRow } from '../automation.repo';
import { PAGE_REPEAT_MS } from '../domain/paging';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import { alertHost } from './alert-host';
import { executeApproved } from './execute-approved';
import { expireApproval } from './expire-approval';
import { recordActivity } from './record-activity';

/** An emergency (not a page) still waiting after this is sent again, once. */
export const ESCALATION_REMINDER_MS = 15 * 60_000;
/** An ordinary action waiting longer than this is in the day's reminder. */
export const APPROVAL_REMINDER_MS = 24 * 60 * 60_000;
/** An approved action not run after this is run again (the process stopped in between). */
const UNEXECUTED_AFTER_MS = 2 * 60_000;
const BATCH = 200;

/**
 * Every few minutes: actions past their time expire; approved actions a crash left unrun are
 * run (with the same idempotency key); pages nobody acknowledged are sent again every 15
 * minutes; other emergencies still waiting are sent again once, and actions waiting a day are
 * gathered in one reminder per workspace.
 */
export async function sweepApprovals(deps: AutomationDeps): Promise<{ expired: number; executed: number; reminded: number; paged: number }> {
  const now = deps.clock.now();
  let expired = 0;
  for (const row of await listExpiredPending(deps.db, now, BATCH)) {
    if (await expireApproval(deps, row, 'No one decided before it was out of date.')) expired += 1;
  }

  let executed = 0;
  for (const row of await listUnexecuted(deps.db, new Date(now.getTime() - UNEXECUTED_AFTER_MS), BATCH)) {
    await executeApproved(deps, row);
    executed += 1;
  }

  let paged = 0;
  for (const row of await stillCurrent(deps, await listPagesDue(deps.db, new Date(now.getTime() - PAGE_REPEAT_MS), BATCH))) {
    if (await repeatPage(deps, row, now)) paged += 1;
  }

  let reminded = 0;
  for (const row of await stillCurrent(deps, await listNeedingReminder(deps.db, 'escalate', new Date(now.getTime() - ESCALATION_REMINDER_MS), BATCH))) {
    await alertHost(deps, row.workspaceId, {
      subject: `Still waiting for you: ${row.title}`,
      text: `${row.title}\n\n${row.reason}\n\nIt has waited since ${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${deps.publicUrl}/approvals\n`,
      idempotencyKey: `approval:${row.id}:reminder`,
      template: 'automation.escalation-reminder',
    });
    await markReminded(deps.db, [row.id], now);
    reminded += 1;
  }
  const waiting = await stillCurrent(deps, await listNeedingReminder(deps.db, 'approval', new Date(now.getTime() - APPROVAL_REMINDER_MS), BATCH));
  const byWorkspace = new Map<string, ApprovalRow[]>();
  for (const row of waiting) byWorkspace.set(row.workspaceId, [...(byWorkspace.get(row.workspaceId) ?? []), row]);
  for (const [workspaceId, rows] of byWorkspace) {
    const contact = await deps.ports.findAlertContact(workspaceId);
    if (contact?.email && contact.emailSummaries) {
      const digest = `${rows.map((row) => `- ${row.title}`).join('\n')}\n\nDecide in Cohost: ${deps.publicUrl}/approvals\n`;
      await deps.ports.email({
        to: contact.email,
        subject: rows.length === 1 ? '1 action is waiting for your approval' : `${rows.length} actions are waiting for your approval`,
        text: digest,
        html: plainEmailHtml(digest),
        template: 'automation.approval-reminder',
        idempotencyKey: `approvals-reminder:${workspaceId}:${rows.map((row) => row.id).sort().join(',')}`.slice(0, 200),
        workspaceId,
      });
    }
    await markReminded(deps.db, rows.map((row) => row.id), now);
    reminded += rows.length;
  }
  return { expired, executed, reminded, paged };
}

/**
 * The rows that still wait for a person; one its owner says is out of date (a reply the host
 * already answered by hand, a scheduled message of a cancelled stay) is expired, not reminded.
 */
async function stillCurrent(deps: AutomationDeps, rows: ApprovalRow[]): Promise<ApprovalRow[]> {
  const current: ApprovalRow[] = [];
  for (const row of rows) {
    const handler = deps.actions.get(row.kind);
    const parsed = handler?.payloadSchema.safeParse(row.payload);
    const stale = handler?.isStale && parsed?.success ? await handler.isStale({ workspaceId: row.workspaceId, propertyId: row.propertyId, reservationId: row.reservationId, payload: parsed.data }) : false;
    if (!stale) current.push(row);
    else await expireApproval(deps, row, 'Things changed since Cohost suggested it: nothing is waiting for you any more.');
  }
  return current;
}

/**
 * Sends a page again (text message and email, a key per repeat so a retry is not a second
 * message), then records it; a page that could not be queued stays due for the next sweep.
 */
async function repeatPage(deps: AutomationDeps, row: ApprovalRow, now: Date): Promise<boolean> {
  const repeat = row.pageRepeats + 1;
  const since = row.createdAt.toISOString().slice(0, 16).replace('T', ' ');
  const queued = await alertHost(deps, row.workspaceId, {
    subject: `Still needs you: ${row.title}`,
    text: `${row.title}\n\n${row.reason}\n\nNobody has acknowledged it since ${since} UTC. You are paged every 15 minutes until you acknowledge it in Cohost: ${deps.publicUrl}/approvals\n`,
    idempotencyKey: `approval:${row.id}:page:${repeat}`,
    template: 'automation.page-repeat',
    page: true,
  });
  if (!queued) return false;
  return deps.db.transaction(async (tx) => {
    if (!(await markPageRepeated(tx, row.id, repeat, now))) return false;
    await recordActivity(deps, tx, {
      workspaceId: row.workspaceId,
      propertyId: row.propertyId,
      reservationId: row.reservationId,
      approvalId: row.id,
      actor: { type: 'system', name: 'Cohost' },
      kind: row.kind,
      summary: `Paged again: ${row.title}`,
      reason: `Not acknowledged yet: text message and email again (repeat ${repeat}, every 15 minutes until someone acknowledges it).`,
      decision: 'escalate',
      result: 'waiting',
      detail: { page: repeat },
    });
    return true;
  });
}

