import type { FounderMembership } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { BillingDeps } from '../billing.deps';
import { listFounderPaymentsOfUser } from '../billing.repo';

/** Whether the signed-in person is a founder (a `paid` row), and how their latest attempt ended. */
export async function getFounderMembership(deps: Pick<BillingDeps, 'db' | 'ports'>, actor: Actor): Promise<FounderMembership> {
  const payments = await listFounderPaymentsOfUser(deps.db, actor.userId);
  const paid = payments.find((payment) => payment.status === 'paid') ?? null;
  const latest = payments[0] ?? null;
  const contact = await deps.ports.findContact(actor.userId);
  return {
    isMember: paid !== null,
    email: contact?.email ?? null,
    paidAt: paid?.paidAt?.toISOString() ?? null,
    latestPayment: latest
      ? { status: latest.status, amountCents: latest.amountCents, refundReason: latest.refundReason, updatedAt: latest.updatedAt.toISOString() }
      : null,
  };
}
