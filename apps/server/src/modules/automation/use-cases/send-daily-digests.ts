import { plainEmailHtml } from '../../../platform/text/plain-email';
import type { AutomationDeps } from '../automation.deps';
import { listCohostActivityBetween, listWorkspacesWithCohostActivity } from '../automation.repo';
import { digestText, digestWindow } from '../domain/host-notices';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The AI action summaries: once a day, at the digest hour in the owner's time zone, each
 * workspace whose co-host did something that day emails its owner the list (when AI action
 * summaries are on). An empty day sends nothing. Keyed by workspace and local date, so the
 * hourly job sends one per day however often it runs. Returns how many were queued.
 */
export async function sendDailyDigests(deps: AutomationDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const workspaceId of await listWorkspacesWithCohostActivity(deps.db, new Date(now.getTime() - DAY_MS - 2 * 60 * 60 * 1000))) {
    const contact = await deps.ports.findAlertContact(workspaceId);
    if (!contact?.email || !contact.emailSummaries) continue;
    const window = digestWindow(now, contact.timeZone);
    if (!window) continue;
    const rows = await listCohostActivityBetween(deps.db, workspaceId, window.from, now);
    if (rows.length === 0) continue;
    const names = new Map((await deps.ports.listProperties(workspaceId)).map((property) => [property.id, property.name]));
    const digest = digestText(
      rows.map((row) => ({ summary: row.summary, decision: row.decision, result: row.result, propertyName: row.propertyId ? (names.get(row.propertyId) ?? null) : null })),
      window.date,
      deps.publicUrl,
    );
    if (!digest) continue;
    await deps.ports.email({
      to: contact.email,
      subject: digest.subject,
      text: digest.text,
      html: plainEmailHtml(digest.text),
      template: 'automation.daily-digest',
      idempotencyKey: `digest:${workspaceId}:${window.date}`,
      workspaceId,
    });
    sent += 1;
  }
  return sent;
}
