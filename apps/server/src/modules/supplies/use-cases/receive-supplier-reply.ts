import { orderTokenOf, SUPPLIER_REPLY_MAX_CHARS } from '../domain/supplier-reply';
import type { SuppliesDeps } from '../supplies.deps';
import { lockOrderByReplyToken, updateOrder } from '../supplies.repo';

/** An inbound email as messaging's webhook hands it over, its signature already checked. */
export interface SupplierReplyMail {
  /** The recipients as the provider gave them (one may be `o-<token>@<inbound domain>`). */
  recipients: string;
  /** The sender's address, lower-cased. */
  sender: string;
  /** The reply's new text (quoted parts cut). */
  text: string;
  /** The provider's Message-Id: the same reply delivered twice is a duplicate. */
  messageId: string;
}

/**
 * A supplier's reply to a purchase order: not ours (no `o-` address) → null; an unknown token or
 * no text → 'ignored' (accepted and dropped, so the provider does not retry); else the reply
 * (sender, text, when) is kept on the order (the latest one) with an activity line.
 */
export async function receiveSupplierReply(deps: SuppliesDeps, mail: SupplierReplyMail): Promise<'accepted' | 'duplicate' | 'ignored' | null> {
  const token = orderTokenOf(mail.recipients, deps.inboundEmailDomain);
  if (!token) return null;
  const text = mail.text.length > SUPPLIER_REPLY_MAX_CHARS ? `${mail.text.slice(0, SUPPLIER_REPLY_MAX_CHARS - 1)}…` : mail.text;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderByReplyToken(tx, token);
    if (!order || !text) {
      deps.log.info({ hasOrder: Boolean(order) }, 'An inbound email matched no supply order (or had no text); dropped');
      return 'ignored' as const;
    }
    if (order.supplierReplyMessageId === mail.messageId) return 'duplicate' as const;
    await updateOrder(tx, order.id, { supplierReplyFrom: mail.sender || null, supplierReplyText: text, supplierReplyMessageId: mail.messageId, supplierRepliedAt: now, updatedAt: now });
    await deps.ports.recordActivity(tx, {
      workspaceId: order.workspaceId,
      propertyId: order.propertyId,
      actor: { type: 'system', name: mail.sender || 'The supplier' },
      kind: 'supplies.supplier-replied',
      summary: `Supplier replied to order ${order.number}: ${text.length > 140 ? `${text.slice(0, 139)}…` : text}`,
      reason: null,
      result: 'done',
      detail: { orderId: order.id },
    });
    await deps.realtime.publish(tx, order.workspaceId, { type: 'supplies.changed', data: { orderId: order.id } });
    return 'accepted' as const;
  });
}
