import { ACTION_KIND_LABELS } from '@cohost/shared';
import { on, type Subscription } from '../../platform/events/event-bus';
import { reservationCancelled, reservationChanged, reservationCreated, stayCheckedIn, stayCheckedOut } from '../reservations/reservations.events';
import type { AutomationDeps } from './automation.deps';
import { actionEscalated, approvalRequested } from './automation.events';
import { alertHost } from './use-cases/alert-host';
import { pushWaitingApproval } from './use-cases/push-waiting-approval';
import { tellHostAboutBooking, tellHostAboutStayMoment } from './use-cases/tell-host-about-booking';
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
    // The owner hears of guest bookings as their preferences say: email (booking confirmations), push (booking updates).
    on(reservationCreated, 'automation.tell-host-booking', async ({ id, payload }) => tellHostAboutBooking(deps, id, 'created', payload)),
    on(reservationChanged, 'automation.tell-host-booking', async ({ id, payload }) => tellHostAboutBooking(deps, id, 'changed', payload)),
    on(reservationCancelled, 'automation.tell-host-booking', async ({ id, payload }) => tellHostAboutBooking(deps, id, 'cancelled', payload)),
    on(stayCheckedIn, 'automation.tell-host-stay-moment', async ({ id, payload }) => tellHostAboutStayMoment(deps, id, 'checked-in', payload)),
    on(stayCheckedOut, 'automation.tell-host-stay-moment', async ({ id, payload }) => tellHostAboutStayMoment(deps, id, 'checked-out', payload)),
    // An approval waiting: a push (the optimizer's suggestions under AI recommendations, the rest under urgent alerts).
    on(approvalRequested, 'automation.push-waiting-approval', async ({ payload }) => pushWaitingApproval(deps, payload)),
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
