import { CLAIM_WARNING_HOURS } from '@cohost/shared';
import { plainEmailHtml } from '../../../platform/text/plain-email';
import type { ClaimsDeps } from '../claims.deps';
import { listOpenDamageCases, recordWarning } from '../claims.repo';
import { formatLocal } from '../domain/deadlines';
import { caseReference } from '../domain/reference';
import { loadCaseFacts } from './case-view';
import { recordCaseChange } from './record-case-change';

const HOUR_MS = 3_600_000;

/**
 * One pass of `claims.warn-deadlines`: every running deadline of an open case that crossed
 * T−72 h or T−24 h warns once (a row per case, deadline and threshold): an email to the
 * workspace's owner, a line on the case's timeline and on /activity. Returns how many warned.
 */
export async function warnDeadlines(deps: ClaimsDeps): Promise<number> {
  const now = deps.clock.now();
  let warned = 0;
  for (const row of await listOpenDamageCases(deps.db)) {
    const facts = await loadCaseFacts(deps, row);
    if (!facts) continue;
    for (const deadline of facts.deadlines) {
      if (deadline.key === 'guest-response' || deadline.state === 'met' || deadline.state === 'passed') continue;
      const left = deadline.dueAt.getTime() - now.getTime();
      const crossed = CLAIM_WARNING_HOURS.filter((hours) => left <= hours * HOUR_MS);
      if (crossed.length === 0) continue;
      const fresh: number[] = [];
      for (const hours of crossed) {
        if (await recordWarning(deps.db, { workspaceId: row.workspaceId, caseId: row.id, deadlineKey: deadline.key, thresholdHours: hours, dueAt: deadline.dueAt, sentAt: now })) fresh.push(hours);
      }
      if (fresh.length === 0) continue;
      // Both crossed at once (a case opened late): one message, the nearer threshold's.
      const hours = Math.min(...fresh);
      const reference = caseReference(row.number);
      const due = formatLocal(deadline.dueAt, facts.property.timezone);
      const subject = `${reference}: ${deadline.label} due ${due} (within ${hours} hours)`;
      const text = `${row.title} at ${facts.property.name}.\n\n${deadline.label}: due ${due} (${facts.property.timezone}).\n${deadline.note}\n\nOpen the case: ${deps.publicUrl}/claims/${row.id}`;
      const contact = await deps.ports.findAlertContact(row.workspaceId);
      if (contact?.email) {
        await deps.ports.email({ to: contact.email, subject, text, html: plainEmailHtml(text), template: 'claims.deadline-warning', idempotencyKey: `claims.warn:${row.id}:${deadline.key}:${hours}:${deadline.dueAt.getTime()}`, workspaceId: row.workspaceId });
      }
      await deps.db.transaction(async (tx) => {
        await recordCaseChange(deps, tx, row.workspaceId, row.id, { kind: 'warning', actor: 'Cohost', text: `Warned${contact?.email ? ` ${contact.email}` : ''}: ${deadline.label} due ${due}, within ${hours} hours.` });
        await deps.ports.recordActivity(tx, { workspaceId: row.workspaceId, propertyId: row.propertyId, reservationId: row.reservationId, actor: { type: 'cohost', name: 'Cohost' }, kind: 'claims.deadline-warning', summary: subject, reason: deadline.note, result: 'done' });
      });
      warned += 1;
    }
  }
  return warned;
}
