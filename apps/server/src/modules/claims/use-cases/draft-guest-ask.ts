import type { ClaimsDeps } from '../claims.deps';
import { listItems, type ClaimCaseRow } from '../claims.repo';
import { CLAIM_PLATFORM_LABELS, platformOf } from '../domain/platform-of';
import { dollars } from '../domain/reference';
import { proposeClaimStep } from './propose-claim-step';

/** The payment request's words: what was found, what it costs, and that the guest has 24 hours. */
export function guestAskMessage(input: { guestName: string; propertyName: string; title: string; items: Array<{ name: string; costCents: number }>; amountCents: number; platformLabel: string | null }): string {
  const greeting = input.guestName ? `Hello ${input.guestName.split(' ')[0]},` : 'Hello,';
  const items = input.items.length ? ` ${input.items.map((item) => `${item.name} (${dollars(item.costCents)})`).join(', ')}.` : '';
  const then = input.platformLabel && input.platformLabel !== 'Direct' ? ` If we do not hear from you within 24 hours, we will ask ${input.platformLabel} to help.` : '';
  return `${greeting} after your stay at ${input.propertyName} we found: ${input.title}.${items} We ask you to pay ${dollars(input.amountCents)} for the repair or replacement. Please reply within 24 hours.${then} Thank you.`;
}

/** The co-host's draft payment request for a damage case with a stay and a cost: it waits in Approvals and on the case page. */
export async function draftGuestAsk(deps: ClaimsDeps, row: ClaimCaseRow): Promise<void> {
  if (!row.reservationId) return;
  const [stay, property, items] = await Promise.all([deps.ports.findStay(row.workspaceId, row.reservationId), deps.ports.findProperty(row.workspaceId, row.propertyId), listItems(deps.db, row.workspaceId, [row.id])]);
  if (!stay || !property) return;
  const amountCents = items.reduce((sum, item) => sum + item.costCents, 0);
  // Nothing priced yet: no request for $0 (the first priced items draft it).
  if (amountCents === 0) return;
  const platform = platformOf(stay.source);
  const message = guestAskMessage({ guestName: stay.guestName, propertyName: property.name, title: row.title, items, amountCents, platformLabel: CLAIM_PLATFORM_LABELS[platform] });
  await proposeClaimStep(deps, row, { step: 'ask-guest', amountCents, message, reference: null, byName: 'Cohost' });
}
