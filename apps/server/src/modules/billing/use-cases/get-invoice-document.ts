import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { findInvoice, renderInvoiceFor } from '../billing.repo';
import { assertCanManageBilling } from '../domain/billing-actor';

/** One invoice of the actor's workspace as a printable page. */
export async function getInvoiceDocument(deps: BillingDeps, actor: Actor, invoiceId: string): Promise<string> {
  assertCanManageBilling(actor);
  const invoice = await findInvoice(deps.db, actor.workspaceId, invoiceId);
  if (!invoice) throw billingErrors.invoiceNotFound();
  return renderInvoiceFor(deps, actor, invoice);
}

