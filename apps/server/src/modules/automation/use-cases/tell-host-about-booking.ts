import { plainEmailHtml } from '../../../platform/text/plain-email';
import type { AutomationDeps } from '../automation.deps';
import { bookingNotice } from '../domain/host-notices';

interface StayChange {
  workspaceId: string;
  reservationId: string;
  propertyId: string;
  kind: 'guest' | 'owner' | 'maintenance';
  source: string;
  checkInDate: string;
  checkOutDate: string;
  firstSync?: boolean;
}

/**
 * A guest stay was booked, changed or cancelled: the owner gets an email when booking
 * confirmations are on, and a push on their devices when booking updates are on. Owner stays
 * and maintenance blocks tell nobody, nor do the bookings a calendar feed's first sync brings in
 * (the calendar as it already was). Keyed by the event, so a repeated delivery sends nothing more.
 */
export async function tellHostAboutBooking(deps: AutomationDeps, eventId: string, change: 'created' | 'changed' | 'cancelled', stay: StayChange): Promise<void> {
  if (stay.kind !== 'guest' || stay.firstSync) return;
  const contact = await deps.ports.findAlertContact(stay.workspaceId);
  if (!contact || (!contact.bookingConfirmations && !contact.bookingUpdates)) return;
  const properties = await deps.ports.listProperties(stay.workspaceId);
  const propertyName = properties.find((property) => property.id === stay.propertyId)?.name ?? 'your property';
  const notice = bookingNotice(change, { ...stay, propertyName }, deps.publicUrl);
  if (contact.email && contact.bookingConfirmations) {
    await deps.ports.email({
      to: contact.email,
      subject: notice.subject,
      text: notice.text,
      html: plainEmailHtml(notice.text),
      template: 'automation.booking-confirmation',
      idempotencyKey: `booking:${eventId}:email`,
      workspaceId: stay.workspaceId,
    });
  }
  if (contact.bookingUpdates) {
    await deps.ports.push({
      userId: contact.userId,
      workspaceId: stay.workspaceId,
      title: notice.pushTitle,
      body: notice.pushBody,
      url: notice.path,
      tag: `stay:${stay.reservationId}`,
      idempotencyKey: `booking:${eventId}`,
    });
  }
}

/** Check-in or check-out time came for a guest stay: a push when booking updates are on. */
export async function tellHostAboutStayMoment(
  deps: AutomationDeps,
  eventId: string,
  moment: 'checked-in' | 'checked-out',
  stay: { workspaceId: string; reservationId: string; propertyId: string; kind: 'guest' | 'owner' | 'maintenance' },
): Promise<void> {
  if (stay.kind !== 'guest') return;
  const contact = await deps.ports.findAlertContact(stay.workspaceId);
  if (!contact?.bookingUpdates) return;
  const properties = await deps.ports.listProperties(stay.workspaceId);
  const propertyName = properties.find((property) => property.id === stay.propertyId)?.name ?? 'your property';
  await deps.ports.push({
    userId: contact.userId,
    workspaceId: stay.workspaceId,
    title: moment === 'checked-in' ? `Check-in time: ${propertyName}` : `Check-out time: ${propertyName}`,
    body: moment === 'checked-in' ? 'Your guests can arrive now.' : 'Your guests are leaving; the turnover can start.',
    url: `/properties/${stay.propertyId}`,
    tag: `stay:${stay.reservationId}`,
    idempotencyKey: `stay-moment:${eventId}`,
  });
}
