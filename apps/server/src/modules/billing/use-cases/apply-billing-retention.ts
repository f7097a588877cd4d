import { and, lt, ne } from 'drizzle-orm';
import type { BillingDeps } from '../billing.deps';
import { billingEvents, founderPayments, invoices } from '../billing.tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Financial records are kept 7 years (privacy policy), then deleted. */
export const FINANCIAL_RECORDS_RETENTION_DAYS = 7 * 365 + 2;
/** Processed event ids guard against replays; providers stop retrying within days (Stripe: 3). */
export const BILLING_EVENT_IDS_RETENTION_DAYS = 90;

/** Deletes what the privacy policy says is kept no longer. Returns how many rows went. */
export async function applyBillingRetention(deps: Pick<BillingDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now().getTime();
  const financialCutoff = new Date(now - FINANCIAL_RECORDS_RETENTION_DAYS * DAY_MS);
  const eventCutoff = new Date(now - BILLING_EVENT_IDS_RETENTION_DAYS * DAY_MS);
  const removedInvoices = await deps.db.delete(invoices).where(lt(invoices.issuedAt, financialCutoff)).returning({ id: invoices.id });
  // A member's paid row is their membership: it stays while the circle exists.
  const removedPayments = await deps.db
    .delete(founderPayments)
    .where(and(lt(founderPayments.updatedAt, financialCutoff), ne(founderPayments.status, 'paid')))
    .returning({ id: founderPayments.id });
  const removedEvents = await deps.db.delete(billingEvents).where(lt(billingEvents.processedAt, eventCutoff)).returning({ id: billingEvents.id });
  return removedInvoices.length + removedPayments.length + removedEvents.length;
}
