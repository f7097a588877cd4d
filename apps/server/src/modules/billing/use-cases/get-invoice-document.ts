import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { billingErrors } from '../billing.errors';
import { findInvoice, listInvoices, type InvoiceRow } from '../billing.repo';
import { assertCanManageBilling } from '../domain/billing-actor';
import { renderInvoiceDocument } from '../domain/invoice-document';
import { zipSync, strToU8 } from 'fflate';

async function render(deps: BillingDeps, actor: Actor, invoice: InvoiceRow): Promise<string> {
  const contact = await deps.ports.findContact(actor.userId);
  const owner = await deps.ports.findWorkspaceOwner(actor.workspaceId);
  return renderInvoiceDocument({
    ...invoice,
    billedTo: owner?.email ?? contact?.email ?? '',
    workspaceName: owner?.name ?? contact?.name ?? 'Your workspace',
  });
}

/** One invoice of the actor's workspace as a printable page. */
export async function getInvoiceDocument(deps: BillingDeps, actor: Actor, invoiceId: string): Promise<string> {
  assertCanManageBilling(actor);
  const invoice = await findInvoice(deps.db, actor.workspaceId, invoiceId);
  if (!invoice) throw billingErrors.invoiceNotFound();
  return render(deps, actor, invoice);
}

/** Download All: every invoice of the workspace as a page, plus a CSV index, in one zip. */
export async function buildInvoiceArchive(deps: BillingDeps, actor: Actor): Promise<Uint8Array> {
  assertCanManageBilling(actor);
  const invoices = await listInvoices(deps.db, actor.workspaceId);
  const files: Record<string, Uint8Array> = {};
  const csv = ['number,date,description,amount,currency,status'];
  for (const invoice of invoices) {
    const date = invoice.issuedAt.toISOString().slice(0, 10);
    files[`${date}-${invoice.number}.html`] = strToU8(await render(deps, actor, invoice));
    csv.push([invoice.number, date, JSON.stringify(invoice.description), (invoice.amountCents / 100).toFixed(2), invoice.currency, invoice.status].join(','));
  }
  files['invoices.csv'] = strToU8(`${csv.join('\n')}\n`);
  return zipSync(files, { level: 6 });
}
