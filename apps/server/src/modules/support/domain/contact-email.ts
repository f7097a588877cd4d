import type { ContactRequestKind } from '@cohost/shared';
import { html, htmlText } from '../../../platform/text/html';

export interface ContactEmailInput {
  id: string;
  kind: ContactRequestKind;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  workspaceId: string | null;
  receivedAt: Date;
}

const KIND_LABEL: Record<ContactRequestKind, string> = { support: 'Support request', demo: 'Demo request' };

/** The email the host team receives for one contact request: plain text first, HTML the same. */
export function composeContactEmail(request: ContactEmailInput): { subject: string; text: string; html: string } {
  // Names go into a header: one line, whatever the visitor typed.
  const oneLineName = request.name.replace(/\s+/g, ' ').trim();
  const subject = `${KIND_LABEL[request.kind]} from ${oneLineName}`;
  const account = request.userId ? `Signed in as user ${request.userId} (workspace ${request.workspaceId ?? 'none'})` : 'Not signed in';
  const facts = [
    ['From', `${oneLineName} <${request.email}>`],
    ['Account', account],
    ['Received', request.receivedAt.toISOString()],
    ['Reference', request.id],
  ] as const;
  const text = [
    `${KIND_LABEL[request.kind]} sent from the FAQ page. Reply to ${request.email}.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    request.message,
  ].join('\n');
  const body = [
    htmlText`<p>${KIND_LABEL[request.kind]} sent from the FAQ page. Reply to <a href="mailto:${request.email}">${request.email}</a>.</p>`,
    htmlText`<table>${facts.map(([label, value]) => html`<tr><th align="left">${label}</th><td>${value}</td></tr>`)}</table>`,
    htmlText`<p style="white-space:pre-wrap">${request.message}</p>`,
  ].join('\n');
  return { subject, text, html: body };
}
