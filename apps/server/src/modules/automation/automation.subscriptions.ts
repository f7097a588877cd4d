import { ACTION_KIND_LABELS } from '@cohost/shared';
import { on, type Subscription } from '../../platform/events/event-bus';
import { reservationCancelled, reservationChanged, reservationCreated } from '../reservations/reservations.events';
import type { AutomationDeps } from './automation.deps';
import { actionEscalated } from './automation.events';
import { alertHost } from './use-cases/alert-host';
import { reconcileStaySteps } from './use-cases/reconcile-stay-steps';

/** What automation does when other modules' events arrive. */
export function automationSubscriptions(deps: AutomationDeps): Subscription[] {
  // A stay booked, moved or cancelled: its time-based steps follow it (read as it is now, so a
  // late or repeated delivery does no harm).
  const reschedule = async ({ payload }: { payload: { workspaceId: string; reservationId: string } }) => reconcileStaySteps(deps, payload.workspaceId, payload.reservationId);
  return [
    on(reservationCreated, 'automation.schedule-stay-steps', reschedule),
    on(reservationChanged, 'automation.schedule-stay-steps', reschedule),
    on(reservationCancelled, 'automation.schedule-stay-steps', reschedule),
    // An escalation alerts the owner at once, by text message and email (their preferences); a
    // page (safety, a possible danger) by text message whenever there is a number, and email.
    on(actionEscalated, 'automation.alert-host', async ({ payload }) => {
      const queued = await alertHost(deps, payload.workspaceId, {
        subject: `Needs you now: ${payload.title}`,
        text: payload.page
          ? `${payload.title}\n\n${payload.reason}\n\nYou will be paged again every 15 minutes until you acknowledge it in Cohost: ${deps.publicUrl}/approvals\n`
          : `${payload.title}\n\n${payload.reason}\n\n${ACTION_KIND_LABELS[payload.kind].one} is waiting for you in Cohost: ${deps.publicUrl}/approvals\n`,
        idempotencyKey: `approval:${payload.approvalId}:escalated`,
        template: payload.page ? 'automation.page' : 'automation.escalated',
        page: payload.page ?? false,
      });
      if (!queued) throw new Error('The escalation alert could not be queued.');
    }),
  ];
}
