/** The webhook address platform mail may be forwarded to: `p-<forwardToken>@<INBOUND_EMAIL_DOMAIN>`. */
export function forwardingAddress(forwardToken: string, domain: string): string {
  return `p-${forwardToken}@${domain}`;
}

/** The forward token of a `p-…@domain` recipient among the webhook's recipients, or null. */
export function forwardTokenOf(recipients: string, domain: string): string | null {
  const escaped = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The domain must end the address: `p-…@reply.example.com.evil.org` is not ours.
  const match = new RegExp(`(?<![\\w.+-])p-([0-9a-f]{32})@${escaped}(?![\\w.-])`, 'i').exec(recipients);
  return match ? match[1]!.toLowerCase() : null;
}
