import { LOCAL_TEST_CARDS, type LocalCheckoutResult } from '@cohost/shared';
import { seededIntegers } from './calendar-feeds';
import { signUpHost, type ApiClient, type InProcessCohost } from './in-process-cohost';

/** The time zones portfolios are spread over, so "today" differs between properties. */
export const TIME_ZONES = ['America/New_York', 'America/Los_Angeles', 'America/Denver', 'Europe/Lisbon', 'Europe/Paris', 'Asia/Tokyo', 'Australia/Sydney', 'UTC'];

export const todayUtc = () => new Date().toISOString().slice(0, 10);

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * A property's stays over `days` days from `start` (UTC midnight, ms): 1 to 6 nights, 0 to 3 days
 * apart, with a payout (deterministic per property index), for portfolios bulk-inserted as history.
 */
export function seededStays(index: number, start: number, days: number): Array<{ checkInDate: string; checkOutDate: string; payoutCents: number }> {
  const next = seededIntegers(index * 7919 + 17);
  const stays: Array<{ checkInDate: string; checkOutDate: string; payoutCents: number }> = [];
  for (let day = next(3); day < days - 7; ) {
    const nights = 1 + next(6);
    stays.push({ checkInDate: isoDay(start + day * DAY), checkOutDate: isoDay(start + (day + nights) * DAY), payoutCents: nights * (9000 + next(12000)) });
    day += nights + next(4);
  }
  return stays;
}

/** Nearest rank: a latency that was really measured. */
export function percentile(sortedMs: number[], p: number): number {
  return sortedMs[Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1)]!;
}

/**
 * A host on the Enterprise plan (no property limit), bought through the built-in payment
 * provider's checkout as a person would, so properties are then created through the API with
 * the plan check in place rather than inserted past it.
 */
export async function enterpriseHost(cohost: InProcessCohost, name: string): Promise<{ client: ApiClient; workspaceId: string }> {
  const host = await signUpHost(cohost, name);
  const checkout = await host.client.expect<{ url: string }>(200, '/api/billing/checkout', { plan: 'enterprise', interval: 'month' });
  const session = new URL(checkout.url).searchParams.get('session');
  if (!session) throw new Error(`the checkout link has no session: ${checkout.url}`);
  const paid = await host.client.expect<LocalCheckoutResult>(200, `/api/billing/local-checkout/${session}/pay`, { cardNumber: LOCAL_TEST_CARDS.success, expiry: '12/34', cvc: '123', name });
  if (paid.outcome !== 'paid') throw new Error(`the Enterprise checkout was not paid: ${paid.reason}`);
  return host;
}

/** `count` properties through the API, named `<prefix> 001`…, their time zones taking turns. */
export async function createProperties(client: ApiClient, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const property = await client.expect<{ id: string }>(201, '/api/properties', { name: `${prefix} ${String(index + 1).padStart(3, '0')}`, timezone: TIME_ZONES[index % TIME_ZONES.length] });
    ids.push(property.id);
  }
  return ids;
}
