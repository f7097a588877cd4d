/** A purchase order's reply address: `o-<token>@<our inbound domain>` (messaging's are `c-<token>@`). */
export function supplierReplyAddress(token: string, domain: string): string {
  return `o-${token}@${domain}`;
}

/** The order token in one of the recipients (`o-<token>@<our inbound domain>`), or null. */
export function orderTokenOf(recipients: string, domain: string): string | null {
  const escaped = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`\\bo-([0-9a-f]{20})@${escaped}\\b`, 'i').exec(recipients);
  return match ? match[1]!.toLowerCase() : null;
}

/** The longest supplier reply kept on an order (the rest is cut, with an ellipsis). */
export const SUPPLIER_REPLY_MAX_CHARS = 4000;
