import type { PlatformChannel } from '@cohost/shared';

/**
 * The domains each platform sends its notifications from; a subdomain counts (reply.airbnb.com,
 * guest.booking.com, messages.homeaway.com). Anything else is not the platform, however it looks.
 * Vrbo is part of Expedia Group: its traveller messages come from and through HomeAway's relay
 * (sender@messages.homeaway.com, Reply-To <id>@messages.homeaway.com) and its partner notices from
 * Expedia Partner Central / Expedia Group's partner domain (not expediagroup.com as a whole).
 */
export const PLATFORM_SENDER_DOMAINS: Record<PlatformChannel, readonly string[]> = {
  airbnb: ['airbnb.com'],
  vrbo: ['vrbo.com', 'homeaway.com', 'expediapartnercentral.com', 'partners.expediagroup.com'],
  booking: ['booking.com'],
};

export const PLATFORM_NAMES: Record<PlatformChannel, string> = { airbnb: 'Airbnb', vrbo: 'Vrbo', booking: 'Booking.com' };

const BRAND_WORDS: Record<PlatformChannel, RegExp> = {
  airbnb: /air\W?bn[bd]/i,
  vrbo: /vrbo|home\W?away/i,
  booking: /booking\W?com/i,
};

export type Verification = 'dkim' | 'spf' | 'domain';

export type SenderCheck = { platform: PlatformChannel; verifiedBy: Verification } | { platform: PlatformChannel | null; rejected: string };

export function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? '' : address.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
}

/** The platform whose sender domains include this domain (or one of its parents), else null. */
export function platformOfDomain(domain: string): PlatformChannel | null {
  const lower = domain.toLowerCase();
  for (const [platform, domains] of Object.entries(PLATFORM_SENDER_DOMAINS) as [PlatformChannel, readonly string[]][]) {
    if (domains.some((known) => lower === known || lower.endsWith(`.${known}`))) return platform;
  }
  return null;
}

/** The platform a mail from another domain pretends to be (in its domain, display name or subject), else null. */
export function impersonatedPlatform(address: string, displayName: string, subject: string): PlatformChannel | null {
  const haystack = `${domainOf(address)} ${displayName} ${subject}`;
  for (const [platform, words] of Object.entries(BRAND_WORDS) as [PlatformChannel, RegExp][]) {
    if (words.test(haystack)) return platform;
  }
  return null;
}

interface AuthResult {
  method: 'dkim' | 'spf' | 'dmarc';
  result: string;
  /** header.d (DKIM), smtp.mailfrom's domain (SPF), header.from (DMARC). */
  domain: string | null;
}

/** The results in one Authentication-Results header value (RFC 8601), comments removed. */
export function readAuthResults(header: string): AuthResult[] {
  const clauses = header.replace(/\([^()]*\)/g, ' ').split(';').slice(1);
  const results: AuthResult[] = [];
  for (const clause of clauses) {
    const match = /^\s*(dkim|spf|dmarc)\s*=\s*([a-z]+)/i.exec(clause);
    if (!match) continue;
    const method = match[1]!.toLowerCase() as AuthResult['method'];
    const property = /\b(?:header\.d|header\.i|smtp\.mailfrom|header\.from)\s*=\s*"?([^\s";]+)/i.exec(clause);
    const value = property?.[1]?.toLowerCase() ?? null;
    results.push({ method, result: match[2]!.toLowerCase(), domain: value ? (value.includes('@') ? domainOf(value) : value.replace(/^@/, '')) : null });
  }
  return results;
}

const FAILED = new Set(['fail', 'softfail', 'permerror', 'hardfail']);

/**
 * How the topmost Authentication-Results (the one our own receiving server added) vouches for
 * the platform: a DKIM pass signed by the platform's domain, else an SPF pass for its envelope
 * sender; a failure for the platform's domain with no pass means someone else sent it. Without
 * the header only the From domain speaks for the mail.
 */
export function verificationOf(platform: PlatformChannel, topmostResults: string | undefined): Verification | 'failed' {
  if (!topmostResults) return 'domain';
  const results = readAuthResults(topmostResults);
  const isPlatform = (result: AuthResult) => result.domain === null || platformOfDomain(result.domain) === platform;
  if (results.some((result) => result.method === 'dkim' && result.result === 'pass' && result.domain && platformOfDomain(result.domain) === platform)) return 'dkim';
  if (results.some((result) => result.method === 'spf' && result.result === 'pass' && result.domain && platformOfDomain(result.domain) === platform)) return 'spf';
  if (results.some((result) => FAILED.has(result.result) && isPlatform(result))) return 'failed';
  return 'domain';
}

/** Whether this From address may speak for a platform, and how it was checked. */
export function checkSender(input: { from: string; fromName: string; subject: string; authenticationResults: string | undefined }): SenderCheck {
  const domain = domainOf(input.from);
  if (!domain) return { platform: null, rejected: 'no sender address' };
  const platform = platformOfDomain(domain);
  if (!platform) {
    const pretended = impersonatedPlatform(input.from, input.fromName, input.subject);
    if (pretended) return { platform: null, rejected: `claims to be ${PLATFORM_NAMES[pretended]} but was sent from ${domain}, not one of ${PLATFORM_NAMES[pretended]}'s sender domains` };
    return { platform: null, rejected: `not from Airbnb, Vrbo or Booking.com (sent from ${domain})` };
  }
  const verifiedBy = verificationOf(platform, input.authenticationResults);
  if (verifiedBy === 'failed') return { platform, rejected: `sender not verified: the mail says ${PLATFORM_NAMES[platform]} (${domain}) but failed its SPF/DKIM check` };
  return { platform, verifiedBy };
}
