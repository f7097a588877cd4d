import { ContactRequestInputSchema, type ContactRequestInput, type ContactRequestReceipt } from '@cohost/shared';
import { sql } from 'drizzle-orm';
import { platformErrors } from '../../../platform/errors/app-error';
import { composeContactEmail } from '../domain/contact-email';
import { CONTACT_EMAIL_TEMPLATE, CONTACT_RATE_LIMIT } from '../support.constants';
import type { SupportDeps } from '../support.deps';
import { supportErrors } from '../support.errors';
import { countContactRequestsSince, insertContactRequest } from '../support.repo';

export interface ContactSender {
  /** Keyed hash of the client address (see domain/client-key.ts); null when unknown. */
  clientKey: string | null;
  /** The signed-in person, if any. */
  account: { userId: string; workspaceId: string } | null;
}

/**
 * Stores a visitor's question or demo request and queues it by email to SUPPORT_EMAIL. A client
 * address may send CONTACT_RATE_LIMIT.max requests per window; the count and the insert run under
 * one lock per address, so parallel submissions cannot slip past the limit.
 */
export async function submitContactRequest(
  deps: Pick<SupportDeps, 'db' | 'clock' | 'log' | 'messages' | 'site'>,
  input: ContactRequestInput,
  sender: ContactSender,
): Promise<ContactRequestReceipt> {
  const parsed = ContactRequestInputSchema.safeParse(input);
  if (!parsed.success) {
    throw platformErrors.invalidInput(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  const request = parsed.data;
  const now = deps.clock.now();

  const row = await deps.db.transaction(async (tx) => {
    if (sender.clientKey) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support.contact:${sender.clientKey}`}))`);
      const recent = await countContactRequestsSince(tx, sender.clientKey, new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs));
      if (recent >= CONTACT_RATE_LIMIT.max) throw supportErrors.tooManyRequests();
    }
    return insertContactRequest(tx, {
      kind: request.kind,
      name: request.name,
      email: request.email,
      message: request.message,
      userId: sender.account?.userId ?? null,
      workspaceId: sender.account?.workspaceId ?? null,
      clientKey: sender.clientKey,
      createdAt: now,
    });
  });

  const email = composeContactEmail({ ...row, receivedAt: row.createdAt });
  await deps.messages.email({
    to: deps.site.supportEmail,
    ...email,
    template: CONTACT_EMAIL_TEMPLATE,
    idempotencyKey: `${CONTACT_EMAIL_TEMPLATE}:${row.id}`,
    ...(row.workspaceId ? { workspaceId: row.workspaceId } : {}),
  });
  deps.log.info({ contactRequestId: row.id, kind: row.kind }, 'contact request received');
  return { id: row.id, kind: row.kind, createdAt: row.createdAt.toISOString() };
}
