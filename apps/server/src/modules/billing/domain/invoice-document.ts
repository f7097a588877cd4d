import { formatUsd } from '@cohost/shared';
import { htmlText } from '../../../platform/text/html';

export interface InvoiceDocumentInput {
  number: string;
  issuedAt: Date;
  description: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'failed';
  billedTo: string;
  workspaceName: string;
}

function amount(cents: number, currency: string): string {
  return currency.toLowerCase() === 'usd' ? formatUsd(cents) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** A self-contained, printable invoice page (the browser's Print → PDF makes the PDF). */
export function renderInvoiceDocument(invoice: InvoiceDocumentInput): string {
  const date = invoice.issuedAt.toISOString().slice(0, 10);
  const status = invoice.status === 'paid' ? 'Paid' : 'Payment failed';
  return htmlText`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${invoice.number} — Cohost</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1b1e;max-width:720px;margin:40px auto;padding:0 20px}
h1{font-size:28px;margin:0 0 4px}table{width:100%;border-collapse:collapse;margin-top:24px}
th,td{text-align:left;padding:10px 8px;border-bottom:1px solid #dee2e6}td.num,th.num{text-align:right}
.muted{color:#495057}.status{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:600;
background:${invoice.status === 'paid' ? '#d3f9d8;color:#2b8a3e' : '#ffe3e3;color:#c92a2a'}}
@media print{body{margin:0}}
</style></head><body>
<h1>Invoice</h1>
<p class="muted">Number ${invoice.number} · Issued ${date} · <span class="status">${status}</span></p>
<p><strong>From</strong><br>Cohost</p>
<p><strong>Billed to</strong><br>${invoice.workspaceName}<br>${invoice.billedTo}</p>
<table><thead><tr><th>Description</th><th class="num">Amount</th></tr></thead>
<tbody><tr><td>${invoice.description}</td><td class="num">${amount(invoice.amountCents, invoice.currency)}</td></tr></tbody>
<tfoot><tr><th>Total</th><th class="num">${amount(invoice.amountCents, invoice.currency)}</th></tr></tfoot></table>
</body></html>`;
}
