export type LimitRefusal = { refusedBy: 'monthly-limit' | 'budget'; reason: string };

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/**
 * The hard limits, as one pure rule (the placing transaction applies it to the locked month
 * row): the property's monthly limit binds everyone; the budget per order binds what Cohost
 * places on its own (a person approving may go over it, never over the month).
 */
export function checkLimits(input: {
  amountCents: number;
  monthSpentCents: number;
  monthlyLimitCents: number;
  budgetCents: number;
  byPerson: boolean;
}): LimitRefusal | null {
  const left = input.monthlyLimitCents - input.monthSpentCents;
  if (input.amountCents > left) {
    return {
      refusedBy: 'monthly-limit',
      reason: `Over the property's monthly limit: ${dollars(input.amountCents)} with ${dollars(Math.max(0, left))} left of ${dollars(input.monthlyLimitCents)} this month.`,
    };
  }
  if (!input.byPerson && input.amountCents > input.budgetCents) {
    return { refusedBy: 'budget', reason: `Over the ${dollars(input.budgetCents)} budget per order: ${dollars(input.amountCents)}.` };
  }
  return null;
}

/** The month an order's spend counts in (UTC). */
export function spendMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}
