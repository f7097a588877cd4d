import type { AutomationDeps } from '../automation.deps';
import { listExpiredPending, listNeedingReminder, listUnexecuted, markReminded, type ApprovalRow } from '../automation.repo';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import { alertHost } from './alert-host';
import { executeApproved } from './execute-approved';
import { expireApproval } from './expire-approval';

/** An emergency still waiting after this is sent again. */
export const ESCALATION_REMINDER_MS = 15 * 60_000;
/** An ordinary action waiting longer than this is in the day's reminder. */
export const APPROVAL_REMINDER_MS = 24 * 60 * 60_000;
/** An approved action not run after this is run again (the process stopped in between). */
const UNEXECUTED_AFTER_MS = 2 * 60_000;
const BATCH = 200;

/**
 * Every few minutes: actions past their time expire; approved actions a crash left unrun are
 * run (with the same idempotency key); emergencies still waiting are sent again, and actions
 * waiting a day are gathered in one reminder per workspace.
 */
export async function sweepApprovals(deps: AutomationDeps): Promise<{ expired: number; executed: number; reminded: number }> {
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

  let reminded = 0;
  for (const row of await listNeedingReminder(deps.db, 'escalate', new Date(now.getTime() - ESCALATION_REMINDER_MS), BATCH)) {
    await alertHost(deps, row.workspaceId, {
      subject: `Still waiting for you: ${row.title}`,
      text: `${row.title}\n\n${row.reason}\n\nIt has waited since ${row.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${deps.publicUrl}/approvals\n`,
      idempotencyKey: `approval:${row.id}:reminder`,
      template: 'automation.escalation-reminder',
    });
    await markReminded(deps.db, [row.id], now);
    reminded += 1;
  }
  const waiting = await listNeedingReminder(deps.db, 'approval', new Date(now.getTime() - APPROVAL_REMINDER_MS), BATCH);
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
  return { expired, executed, reminded };
}

