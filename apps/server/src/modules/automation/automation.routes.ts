import { z } from '@hono/zod-openapi';
import {
  ActivityPageSchema,
  ActivityQuerySchema,
  ApprovalListQuerySchema,
  ApprovalListSchema,
  ApprovalSchema,
  ApproveInputSchema,
  AutonomySettingsQuerySchema,
  AutonomySettingsViewSchema,
  BulkApproveInputSchema,
  BulkApproveResultSchema,
  DenyInputSchema,
  FailedEventListSchema,
  PromoteKindInputSchema,
  SaveAutonomySettingsInputSchema,
  ShadowStatsSchema,
} from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import { automationErrors } from './automation.errors';
import type { AutomationDeps } from './automation.deps';
import { promoteActionKind } from './use-cases/promote-action-kind';
import { removePropertySettings } from './use-cases/remove-property-settings';
import { saveAutonomySettings } from './use-cases/save-autonomy-settings';
import { getAutonomySettings } from './use-cases/get-autonomy-settings';
import { bulkApprove } from './use-cases/bulk-approve';
import { denyAction } from './use-cases/deny-action';
import { approveAction } from './use-cases/approve-action';
import { acknowledgeAction } from './use-cases/acknowledge-action';
import { listActivity } from './use-cases/list-activity';
import { listFailedEvents } from './use-cases/list-failed-events';
import { replayFailedEvent } from './use-cases/replay-failed-event';
import { listApprovals } from './use-cases/list-approvals';
import { getShadowStats } from './use-cases/get-shadow-stats';

const routeErrors = errors([400, 401, 403, 404], { 403: 'Hosts only (owner or manager)' });
const conflict = errors([409], { 409: 'Already decided, changed since it was read, or out of date' });
// Everything here is the hosts' (owner, manager); a cleaner gets automation's own 403.
const callers = allowed('automation.manage', automationErrors.hostsOnly);
const settingsTags = ['autonomy'];
const approvalTags = ['approvals'];

export const getAutonomySettingsRoute = defineRoute({
  callers, operationId: 'getAutonomySettings', method: 'get', path: '/ai-settings', tags: settingsTags,
  summary: "The workspace's autonomy settings, or one property's (its own, or the workspace's it follows)",
  request: { query: AutonomySettingsQuerySchema },
  responses: { 200: json(AutonomySettingsViewSchema, 'Settings'), ...routeErrors },
});
export const saveAutonomySettingsRoute = defineRoute({
  callers, operationId: 'saveAutonomySettings', method: 'put', path: '/ai-settings', tags: settingsTags,
  summary: "Save the workspace's settings, or give one property its own",
  request: body(SaveAutonomySettingsInputSchema),
  responses: { 200: json(AutonomySettingsViewSchema, 'Saved'), ...routeErrors },
});
export const removePropertySettingsRoute = defineRoute({
  callers, operationId: 'removePropertyAutonomySettings', method: 'delete', path: '/ai-settings/properties/{propertyId}', tags: settingsTags,
  summary: 'A property follows the workspace settings again',
  request: { params: z.object({ propertyId: param('propertyId') }) },
  responses: { 200: json(AutonomySettingsViewSchema, "The property's settings (inherited)"), ...routeErrors },
});
export const promoteActionKindRoute = defineRoute({
  callers, operationId: 'promoteActionKind', method: 'post', path: '/ai-settings/promote', tags: settingsTags,
  summary: 'Make one kind of action automatic (from the shadow statistics)',
  request: body(PromoteKindInputSchema),
  responses: { 200: json(AutonomySettingsViewSchema, 'Workspace settings'), ...routeErrors },
});
export const listApprovalsRoute = defineRoute({
  callers, operationId: 'listApprovals', method: 'get', path: '/approvals', tags: approvalTags,
  summary: 'Actions waiting for the host (emergencies first), or decided ones',
  request: { query: ApprovalListQuerySchema },
  responses: { 200: json(ApprovalListSchema, 'Actions'), ...routeErrors },
});
export const getShadowStatsRoute = defineRoute({
  callers, operationId: 'getShadowStats', method: 'get', path: '/approvals/stats', tags: approvalTags,
  summary: 'Per kind: how often the host approved what Expert mode would have done',
  responses: { 200: json(ShadowStatsSchema, 'Statistics'), ...routeErrors },
});
export const approveActionRoute = defineRoute({
  callers, operationId: 'approveAction', method: 'post', path: '/approvals/{approvalId}/approve', tags: approvalTags,
  summary: 'Approve an action (optionally with edits); it runs at once',
  request: { params: z.object({ approvalId: param('approvalId') }), ...body(ApproveInputSchema) },
  responses: { 200: json(ApprovalSchema, 'Approved, with what running it did'), ...routeErrors, ...conflict },
});
export const denyActionRoute = defineRoute({
  callers, operationId: 'denyAction', method: 'post', path: '/approvals/{approvalId}/deny', tags: approvalTags,
  summary: 'Deny an action, with a reason',
  request: { params: z.object({ approvalId: param('approvalId') }), ...body(DenyInputSchema) },
  responses: { 200: json(ApprovalSchema, 'Denied'), ...routeErrors, ...conflict },
});
export const acknowledgeActionRoute = defineRoute({
  callers, operationId: 'acknowledgeAction', method: 'post', path: '/approvals/{approvalId}/acknowledge', tags: approvalTags,
  summary: "Acknowledge an escalated action (\"I've seen it\"): paging stops; it still waits for a decision",
  request: { params: z.object({ approvalId: param('approvalId') }) },
  responses: { 200: json(ApprovalSchema, 'Acknowledged (again: unchanged)'), ...routeErrors, ...conflict },
});
export const bulkApproveRoute = defineRoute({
  callers, operationId: 'bulkApprove', method: 'post', path: '/approvals/bulk-approve', tags: approvalTags,
  summary: 'Approve several actions; each succeeds or fails on its own',
  request: body(BulkApproveInputSchema),
  responses: { 200: json(BulkApproveResultSchema, 'One result per action'), ...routeErrors },
});
export const listActivityRoute = defineRoute({
  callers, operationId: 'listActivity', method: 'get', path: '/activity', tags: ['activity'],
  summary: 'What Cohost and the team did, why and with what result; newest first, filtered, paged',
  request: { query: ActivityQuerySchema },
  responses: { 200: json(ActivityPageSchema, 'A page of the activity log'), ...routeErrors },
});

export const listFailedEventsRoute = defineRoute({
  callers, operationId: 'listFailedEvents', method: 'get', path: '/activity/failed-events', tags: ['activity'],
  summary: "Events the workspace's modules could not handle: retrying, or given up (replayable)",
  responses: { 200: json(FailedEventListSchema, 'Failed events, newest first'), ...routeErrors },
});
export const replayFailedEventRoute = defineRoute({
  callers, operationId: 'replayFailedEvent', method: 'post', path: '/activity/failed-events/{deliveryId}/replay', tags: ['activity'],
  summary: 'Send a failed event to its module again, now',
  request: { params: z.object({ deliveryId: param('deliveryId') }) },
  responses: { 200: json(z.object({ replayed: z.literal(true) }), 'Replayed'), ...routeErrors },
});

export function automationRoutes(deps: AutomationDeps) {
  return createRouter()
    .openapi(getAutonomySettingsRoute, async (c) => c.json(await getAutonomySettings(deps, c.get('actor'), c.req.valid('query').propertyId), 200))
    .openapi(saveAutonomySettingsRoute, async (c) => c.json(await saveAutonomySettings(deps, c.get('actor'), c.req.valid('json')), 200))
    .openapi(removePropertySettingsRoute, async (c) => c.json(await removePropertySettings(deps, c.get('actor'), c.req.valid('param').propertyId), 200))
    .openapi(promoteActionKindRoute, async (c) => c.json(await promoteActionKind(deps, c.get('actor'), c.req.valid('json').kind), 200))
    .openapi(listApprovalsRoute, async (c) => c.json(await listApprovals(deps, c.get('actor'), c.req.valid('query')), 200))
    .openapi(getShadowStatsRoute, async (c) => c.json(await getShadowStats(deps, c.get('actor')), 200))
    .openapi(approveActionRoute, async (c) => c.json(await approveAction(deps, c.get('actor'), c.req.valid('param').approvalId, c.req.valid('json')), 200))
    .openapi(denyActionRoute, async (c) => c.json(await denyAction(deps, c.get('actor'), c.req.valid('param').approvalId, c.req.valid('json')), 200))
    .openapi(acknowledgeActionRoute, async (c) => c.json(await acknowledgeAction(deps, c.get('actor'), c.req.valid('param').approvalId), 200))
    .openapi(bulkApproveRoute, async (c) => c.json(await bulkApprove(deps, c.get('actor'), c.req.valid('json').items), 200))
    .openapi(listActivityRoute, async (c) => c.json(await listActivity(deps, c.get('actor'), c.req.valid('query')), 200))
    .openapi(listFailedEventsRoute, async (c) => c.json(await listFailedEvents(deps, c.get('actor')), 200))
    .openapi(replayFailedEventRoute, async (c) => c.json(await replayFailedEvent(deps, c.get('actor'), c.req.valid('param').deliveryId), 200));
}
