import { getPlan, planPeriodCents, type LocalCheckout, type PaymentFailureReason } from '@cohost/shared';
import type { LocalCheckoutRow } from '../providers/local-payment-store';

export function checkoutLines(checkout: LocalCheckoutRow): { lines: LocalCheckout['lines']; dueTodayCents: number; trialDays: number } {
  const request = checkout.request;
  if (request.mode === 'payment') return { lines: [{ label: request.description, amountCents: request.amountCents ?? 0 }], dueTodayCents: request.amountCents ?? 0, trialDays: 0 };
  if (request.mode === 'setup') return { lines: [], dueTodayCents: 0, trialDays: 0 };
  const plan = getPlan(request.plan!);
  const interval = request.interval!;
  const base = planPeriodCents(plan, interval);
  const charged = planPeriodCents(plan, interval, request.founderDiscount);
  const trialDays = request.trialDays ?? 0;
  const items = [{ label: `${plan.name} plan, billed ${interval === 'month' ? 'monthly' : 'annually'}`, amountCents: base }];
  if (charged !== base) items.push({ label: 'Lifetime founder discount', amountCents: charged - base });
  return { lines: items, dueTodayCents: trialDays > 0 ? 0 : charged, trialDays };
}

export function withReason(url: string, reason: PaymentFailureReason): string {
  const target = new URL(url);
  target.searchParams.set('reason', reason);
  return target.toString();
}
