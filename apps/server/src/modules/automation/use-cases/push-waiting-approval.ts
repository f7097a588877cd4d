import type { ActionKind } from '@cohost/shared';
import type { AutomationDeps } from '../automation.deps';
import { RECOMMENDATION_KINDS } from '../domain/host-notices';

/**
 * An action waits for the owner's approval: a push on their devices. The optimizer's suggestions
 * go when AI recommendations are on (opening /optimizer); any other approval when urgent alerts
 * are on (opening /approvals). Escalations are pushed by `alertHost`.
 */
export async function pushWaitingApproval(deps: AutomationDeps, approval: { workspaceId: string; approvalId: string; kind: ActionKind; title: string }): Promise<void> {
  const contact = await deps.ports.findAlertContact(approval.workspaceId);
  if (!contact) return;
  const recommendation = RECOMMENDATION_KINDS.has(approval.kind);
  if (recommendation ? !contact.aiRecommendations : !contact.urgentAlerts) return;
  await deps.ports.push({
    userId: contact.userId,
    workspaceId: approval.workspaceId,
    title: recommendation ? 'New recommendation' : 'Waiting for your approval',
    body: approval.title,
    url: recommendation ? '/optimizer' : '/approvals',
    tag: `approval:${approval.approvalId}`,
    idempotencyKey: `approval:${approval.approvalId}:waiting`,
  });
}
