import type { GuestStay } from '../../reservations';
import { templateValues } from '../domain/template-values';
import type { MessagingDeps } from '../messaging.deps';
import { currentGuestLink } from './current-guest-link';

/** What each template variable becomes for a stay, read once; `doorCodePlaceholder` stands in for a code not confirmed yet (previews). */
export async function stayTemplateValues(deps: MessagingDeps, stay: GuestStay, doorCodePlaceholder?: string) {
  const [property, hostName, link, code] = await Promise.all([
    deps.ports.findProperty(stay.workspaceId, stay.propertyId),
    deps.ports.findHostName(stay.workspaceId),
    currentGuestLink(deps, stay.workspaceId, stay.id),
    deps.ports.findDoorCode(stay.workspaceId, stay.id),
  ]);
  const values = templateValues({ stay, property, hostName, guestLink: link.url, doorCode: code?.lockConfirmed ? code.code : (doorCodePlaceholder ?? null) });
  return { values, property };
}
