import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { localCheckouts, localCustomers, localRefunds, localSubscriptions } from '../billing.tables';
import type { TestCardOutcome } from '../domain/test-cards';
import type { CheckoutRequest } from './payment-provider';

/** The built-in provider's own records, the part Stripe would keep on its side. */
export type LocalCheckoutRow = Omit<typeof localCheckouts.$inferSelect, 'request'> & { request: StoredCheckoutRequest };
export type LocalSubscriptionRow = typeof localSubscriptions.$inferSelect;
/** A saved card, as a summary only: the full number is never stored (test cards have no secret, real ones are refused). */
export type LocalCard = { brand: string; last4: string; expMonth: number; expYear: number; outcome: TestCardOutcome };

/** CheckoutRequest as stored (dates as ISO strings). */
export type StoredCheckoutRequest = Omit<CheckoutRequest, 'expiresAt'> & { expiresAt: string };

export async function insertLocalCheckout(db: Database, row: Omit<LocalCheckoutRow, 'completedAt' | 'paymentIntentId'>) {
  await db.insert(localCheckouts).values(row);
}

export async function findLocalCheckout(db: Database, id: string): Promise<LocalCheckoutRow | null> {
  const [row] = await db.select().from(localCheckouts).where(eq(localCheckouts.id, id)).limit(1);
  return (row as LocalCheckoutRow | undefined) ?? null;
}

/** Moves an open checkout to `complete` or `expired`; false when it was not open any more (a race lost). */
export async function closeLocalCheckout(db: Database, id: string, values: { status: 'complete' | 'expired'; completedAt?: Date; paymentIntentId?: string }) {
  const updated = await db
    .update(localCheckouts)
    .set(values)
    .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')))
    .returning({ id: localCheckouts.id });
  return updated.length > 0;
}

export async function insertLocalCustomer(db: Database, row: typeof localCustomers.$inferInsert) {
  await db.insert(localCustomers).values(row);
}

export async function findLocalCustomer(db: Database, id: string) {
  const [row] = await db.select().from(localCustomers).where(eq(localCustomers.id, id)).limit(1);
  return row ? { ...row, card: (row.card as LocalCard | null) ?? null } : null;
}

export async function saveLocalCard(db: Database, customerId: string, card: LocalCard) {
  await db.update(localCustomers).set({ card }).where(eq(localCustomers.id, customerId));
}

export async function insertLocalSubscription(db: Database, row: typeof localSubscriptions.$inferInsert) {
  const [inserted] = await db.insert(localSubscriptions).values(row).returning();
  return inserted!;
}

export async function findLocalSubscription(db: Database, id: string) {
  const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function updateLocalSubscription(db: Database, id: string, values: Partial<typeof localSubscriptions.$inferInsert>) {
  const [row] = await db.update(localSubscriptions).set(values).where(eq(localSubscriptions.id, id)).returning();
  return row!;
}

export async function listLocalSubscriptionsDue(db: Database, now: Date) {
  return db
    .select()
    .from(localSubscriptions)
    .where(and(inArray(localSubscriptions.status, ['trialing', 'active', 'past_due']), lte(localSubscriptions.nextAttemptAt, now)))
    .limit(100);
}

/** A refund keyed by its idempotency key: asking twice returns the first refund. */
export async function recordLocalRefund(db: Database, row: typeof localRefunds.$inferInsert) {
  await db.insert(localRefunds).values(row).onConflictDoNothing();
  const [stored] = await db.select().from(localRefunds).where(eq(localRefunds.idempotencyKey, row.idempotencyKey));
  return { refundId: stored!.id, isNew: stored!.id === row.id };
}
