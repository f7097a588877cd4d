import type { AutomationDeps } from '../automation.deps';
import { plainEmailHtml } from '../../../platform/text/plain-email';

/**
 * Tells the workspace's owner at once, by the way they chose: a text message when they have a
 * phone and urgent text alerts on, and an email when they have an address. Someone always
 * hears: with neither preference usable, whatever contact there is gets it. A page (safety, a
 * possible danger) goes by text message whenever there is a phone number, whatever the
 * preference, and by email. Each device the owner subscribed to push notifications gets a push
 * too when urgent alerts are on (a page: whatever the preference), opening the approvals inbox.
 * Returns false when a message could not be queued (a retried
 * delivery queues it again, once: same idempotency key).
 */
export async function alertHost(
  deps: AutomationDeps,
  workspaceId: string,
  alert: { subject: string; text: string; idempotencyKey: string; template: string; page?: boolean },
): Promise<boolean> {
  const contact = await deps.ports.findAlertContact(workspaceId);
  if (!contact) return true;
  const wantsText = Boolean(contact.phoneNumber) && (alert.page || contact.textAlerts || !contact.email);
  const tasks: Array<Promise<void>> = [];
  if (wantsText) {
    const sentence = /[.!?]$/.test(alert.subject) ? alert.subject : `${alert.subject}.`;
    tasks.push(deps.ports.sms({ to: contact.phoneNumber!, body: `Cohost: ${sentence} ${deps.publicUrl}/approvals`, template: alert.template, idempotencyKey: `${alert.idempotencyKey}:sms`, workspaceId }));
  }
  if (contact.email) {
    tasks.push(deps.ports.email({ to: contact.email, subject: alert.subject, text: alert.text, html: plainEmailHtml(alert.text), template: alert.template, idempotencyKey: `${alert.idempotencyKey}:email`, workspaceId }));
  }
  if (alert.page || contact.urgentAlerts) {
    tasks.push(
      deps.ports.push({
        userId: contact.userId,
        workspaceId,
        title: alert.subject,
        body: alert.text.split('\n\n')[1]?.trim().slice(0, 300) ?? '',
        url: '/approvals',
        tag: alert.idempotencyKey.replace(/:[^:]*$/, ''),
        idempotencyKey: `${alert.idempotencyKey}:push`,
        urgent: true,
      }),
    );
  }
  const results = await Promise.allSettled(tasks);
  for (const result of results) if (result.status === 'rejected') deps.log.error({ err: result.reason, workspaceId }, 'An urgent alert could not be queued');
  return results.every((result) => result.status === 'fulfilled');
}
