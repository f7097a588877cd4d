import { tableExportPart, type ExportPart } from '../../platform/export/export-part';
import { assertCanManageBilling } from './domain/billing-actor';
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { FOUNDERS_OFFER_DAYS, FOUNDERS_TOTAL_SPOTS } from '@cohost/shared';
import type { Database, Tx } from '../../platform/db/database';
import { billingEvents, founderPayments, foundersOffers, invoices, subscriptions } from './billing.tables';
import type { Actor } from '../accounts';
import type { BillingDeps } from './billing.deps';
import { billingErrors } from './billing.errors';
import { renderInvoiceDocument } from './domain/invoice-document';
import { findLocalCheckout, type LocalCheckoutRow } from './providers/local-payment-store';

const OFFER_ID = 'founders-circle';
const DAY_MS = 24 * 60 * 60 * 1000;

export type InvoiceRow = typeof invoices.$inferSelect;

/** The offer row, created the first time anyone asks (its end is fixed then, not per page load). */
export async function ensureFoundersOffer(db: Database | Tx, now: Date) {
  const [existing] = await db.select().from(foundersOffers).where(eq(foundersOffers.id, OFFER_ID));
  if (existing) return existing;
  await db
    .insert(foundersOffers)
    .values({ id: OFFER_ID, totalSpots: FOUNDERS_TOTAL_SPOTS, startedAt: now, endsAt: new Date(now.getTime() + FOUNDERS_OFFER_DAYS * DAY_MS) })
    .onConflictDoNothing();
  const [offer] = await db.select().from(foundersOffers).where(eq(foundersOffers.id, OFFER_ID));
  return offer!;
}

/** Takes the offer's row lock: every change to spots happens one at a time behind it. */
export async function lockFoundersOffer(tx: Tx) {
  const [offer] = await tx.select().from(foundersOffers).where(eq(foundersOffers.id, OFFER_ID)).for('update');
  return offer!;
}

/** Members and live holds (other than `exceptId`). */
export async function countTakenSpots(db: Database | Tx, now: Date, exceptId?: string): Promise<{ paid: number; held: number }> {
  const [row] = await db
    .select({
      paid: sql<number>`count(*) filter (where ${founderPayments.status} = 'paid')`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${founderPayments.status} = 'held' and ${founderPayments.holdExpiresAt} > ${now})`.mapWith(Number),
    })
    .from(founderPayments)
    .where(exceptId ? ne(founderPayments.id, exceptId) : undefined);
  return { paid: row?.paid ?? 0, held: row?.held ?? 0 };
}

export async function findFounderPayment(db: Database | Tx, id: string) {
  const [row] = await db.select().from(founderPayments).where(eq(founderPayments.id, id)).limit(1);
  return row ?? null;
}

export async function listFounderPaymentsOfUser(db: Database | Tx, userId: string) {
  return db.select().from(founderPayments).where(eq(founderPayments.userId, userId)).orderBy(desc(founderPayments.createdAt));
}

export async function insertFounderPayment(tx: Tx, values: typeof founderPayments.$inferInsert) {
  const [row] = await tx.insert(founderPayments).values(values).returning();
  return row!;
}

export async function updateFounderPayment(db: Database | Tx, id: string, values: Partial<typeof founderPayments.$inferInsert>) {
  await db.update(founderPayments).set(values).where(eq(founderPayments.id, id));
}

export async function listRefundsDue(db: Database) {
  return db.select({ id: founderPayments.id }).from(founderPayments).where(eq(founderPayments.status, 'refund_pending'));
}

export async function listExpiredHolds(db: Database, now: Date, limit: number) {
  return db
    .select()
    .from(founderPayments)
    .where(and(eq(founderPayments.status, 'held'), lte(founderPayments.holdExpiresAt, now)))
    .limit(limit);
}

/** Records an event id; false when it was already processed (a replay). */
export async function claimBillingEvent(tx: Tx, event: { id: string; provider: string; type: string; processedAt: Date }): Promise<boolean> {
  const inserted = await tx.insert(billingEvents).values(event).onConflictDoNothing().returning({ id: billingEvents.id });
  return inserted.length > 0;
}

export async function findSubscription(db: Database | Tx, workspaceId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId)).limit(1);
  return row ?? null;
}

export async function findSubscriptionByCustomer(db: Database | Tx, customerId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)).limit(1);
  return row ?? null;
}

/** The free trial a workspace starts with; a no-op when it already has a subscription row. */
export async function insertTrialIfMissing(db: Database | Tx, values: typeof subscriptions.$inferInsert) {
  await db.insert(subscriptions).values(values).onConflictDoNothing();
}

export async function updateSubscription(db: Database | Tx, workspaceId: string, values: Partial<typeof subscriptions.$inferInsert>) {
  await db.update(subscriptions).set(values).where(eq(subscriptions.workspaceId, workspaceId));
}

/** Lapsed free trials not yet told about it. */
export async function listLapsedTrialsToNotify(db: Database, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        sql`${subscriptions.providerSubscriptionId} is null`,
        lte(subscriptions.trialEndsAt, now),
        sql`${subscriptions.lapseNotifiedAt} is null`,
      ),
    )
    .limit(100);
}

export async function upsertInvoice(tx: Tx, values: typeof invoices.$inferInsert) {
  await tx
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({ target: invoices.providerInvoiceId, set: { status: values.status, hostedUrl: values.hostedUrl } });
}

export async function listInvoices(db: Database, workspaceId: string) {
  return db.select().from(invoices).where(eq(invoices.workspaceId, workspaceId)).orderBy(desc(invoices.issuedAt));
}

export async function findInvoice(db: Database, workspaceId: string, invoiceId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(invoiceId)) return null;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, invoiceId)))
    .limit(1);
  return row ?? null;
}


export async function renderInvoiceFor(deps: BillingDeps, actor: Actor, invoice: InvoiceRow): Promise<string> {
  const contact = await deps.ports.findContact(actor.userId);
  const owner = await deps.ports.findWorkspaceOwner(actor.workspaceId);
  return renderInvoiceDocument({
    ...invoice,
    billedTo: owner?.email ?? contact?.email ?? '',
    workspaceName: owner?.name ?? contact?.name ?? 'Your workspace',
  });
}

/** The checkout must exist, use the local provider, and belong to the person looking at it. */
export async function loadCheckout(deps: BillingDeps, actor: Actor, sessionId: string): Promise<LocalCheckoutRow> {
  assertCanManageBilling(actor);
  if (deps.provider.name !== 'local') throw billingErrors.localCheckoutOnly();
  const checkout = await findLocalCheckout(deps.db, sessionId);
  if (!checkout || checkout.request.purpose.userId !== actor.userId) throw billingErrors.checkoutNotFound();
  return checkout;
}

/** Billing's parts of the workspace export: the subscription, every invoice and Founders Circle payments. */
export function billingExportParts(db: Database): ExportPart[] {
  return [
    tableExportPart(db, {
      name: 'billing/subscription',
      description: 'Your plan: status, billing interval, trial and period end, the card on file as the payment provider describes it (brand, last four digits, expiry; never the number).',
      table: subscriptions,
      scope: subscriptions.workspaceId,
      orderBy: [subscriptions.workspaceId],
    }),
    tableExportPart(db, {
      name: 'billing/invoices',
      description: 'Every invoice: number, date, description, amount, status and the provider\'s page for it.',
      table: invoices,
      scope: invoices.workspaceId,
      orderBy: [invoices.issuedAt, invoices.id],
    }),
    tableExportPart(db, {
      name: 'billing/founders-payments',
      description: 'Founders Circle purchases made for this workspace.',
      table: founderPayments,
      scope: founderPayments.workspaceId,
      orderBy: [founderPayments.createdAt, founderPayments.id],
    }),
  ];
}
