import { strToU8, zipSync } from 'fflate';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { listInvoices, renderInvoiceFor } from '../billing.repo';
import { assertCanManageBilling } from '../domain/billing-actor';

/** Download All: every invoice of the workspace as a page, plus a CSV index, in one zip. */
export async function buildInvoiceArchive(deps: BillingDeps, actor: Actor): Promise<Uint8Array> {
  assertCanManageBilling(actor);
  const invoices = await listInvoices(deps.db, actor.workspaceId);
  const files: Record<string, Uint8Array> = {};
  const csv = ['number,date,description,amount,currency,status'];
  for (const invoice of invoices) {
    const date = invoice.issuedAt.toISOString().slice(0, 10);
    files[`${date}-${invoice.number}.html`] = strToU8(await renderInvoiceFor(deps, actor, invoice));
    csv.push([invoice.number, date, JSON.stringify(invoice.description), (invoice.amountCents / 100).toFixed(2), invoice.currency, invoice.status].join(','));
  }
  files['invoices.csv'] = strToU8(`${csv.join('\n')}\n`);
  return zipSync(files, { level: 6 });
}
