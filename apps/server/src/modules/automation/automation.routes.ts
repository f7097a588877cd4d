import { createRoute, z } from '@hono/zod-openapi';
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
  ErrorResponseSchema,
  PromoteKindInputSchema,
  SaveAutonomySettingsInputSchema,
  ShadowStatsSchema,
} from '@cohost/shared';
import { createRouter } from '../../platform/http/create-app';
import type { AutomationDeps } from './automation.deps';
import { promoteActionKind } from './use-cases/promote-action-kind';
import { removePropertySettings } from './use-cases/remove-property-settings';
import { saveAutonomySettings } from './use-cases/save-autonomy-settings';
import { getAutonomySettings } from './use-cases/get-autonomy-settings';
import { bulkApprove } from './use-cases/bulk-approve';
import { denyAction } from './use-cases/deny-action';
import { approveAction } from './use-cases/approve-action';
import { listActivity } from './use-cases/list-activity';
import { listApprovals } from './use-cases/list-approvals';
import { getShadowStats } from './use-cases/get-shadow-stats';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const errors = {
  400: json(ErrorResponseSchema, 'Invalid input'),
  401: json(ErrorResponseSchema, 'Not signed in'),
  403: json(ErrorResponseSchema, 'Hosts only (owner or manager)'),
  404: json(ErrorResponseSchema, 'Not found'),
};
const conflict = { 409: json(ErrorResponseSchema, 'Already decided, changed since it was read, or out of date') };
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const param = (name: string) => z.string().min(1).max(100).openapi({ param: { name, in: 'path' } });
const settingsTags = ['autonomy'];
const approvalTags = ['approvals'];

export const getAutonomySettingsRoute = createRoute({
  operationId: 'getAutonomySettings', method: 'get', path: '/ai-settings', tags: settingsTags,
  summary: "The workspace's autonomy settings, or one property's (its own, or the workspace's it follows)",
  request: { query: AutonomySettingsQuerySchema },
  responses: { 200: json(AutonomySettingsViewSchema, 'Settings'), ...errors },
});
export const saveAutonomySettingsRoute = createRoute({
  operationId: 'saveAutonomySettings', method: 'put', path: '/ai-settings', tags: settingsTags,
  summary: "Save the workspace's settings, or give one property its own",
  request: body(SaveAutonomySettingsInputSchema),
  responses: { 200: json(AutonomySettingsViewSchema, 'Saved'), ...errors },
});
export const removePropertySettingsRoute = createRoute({
  operationId: 'removePropertyAutonomySettings', method: 'delete', path: '/ai-settings/properties/{propertyId}', tags: settingsTags,
  summary: 'A property follows the workspace settings again',
  request: { params: z.object({ propertyId: param('propertyId') }) },
  responses: { 200: json(AutonomySettingsViewSchema, "The property's settings (inherited)"), ...errors },
});
export const promoteActionKindRoute = createRoute({
  operationId: 'promoteActionKind', method: 'post', path: '/ai-settings/promote', tags: settingsTags,
  summary: 'Make one kind of action automatic (from the shadow statistics)',
  request: body(PromoteKindInputSchema),
  responses: { 200: json(AutonomySettingsViewSchema, 'Workspace settings'), ...errors },
});
export const listApprovalsRoute = createRoute({
  operationId: 'listApprovals', method: 'get', path: '/approvals', tags: approvalTags,
  summary: 'Actions waiting for the host (emergencies first), or decided ones',
  request: { query: ApprovalListQuerySchema },
  responses: { 200: json(ApprovalListSchema, 'Actions'), ...errors },
});
export const getShadowStatsRoute = createRoute({
  operationId: 'getShadowStats', method: 'get', path: '/approvals/stats', tags: approvalTags,
  summary: 'Per kind: how often the host approved what Expert mode would have done',
  responses: { 200: json(ShadowStatsSchema, 'Statistics'), ...errors },
});
export const approveActionRoute = createRoute({
  operationId: 'approveAction', method: 'post', path: '/approvals/{approvalId}/approve', tags: approvalTags,
  summary: 'Approve an action (optionally with edits); it runs at once',
  request: { params: z.object({ approvalId: param('approvalId') }), ...body(ApproveInputSchema) },
  responses: { 200: json(ApprovalSchema, 'Approved, with what running it did'), ...errors, ...conflict },
});
export const denyActionRoute = createRoute({
  operationId: 'denyAction', method: 'post', path: '/approvals/{approvalId}/deny', tags: approvalTags,
  summary: 'Deny an action, with a reason',
  request: { params: z.object({ approvalId: param('approvalId') }), ...body(DenyInputSchema) },
  responses: { 200: json(ApprovalSchema, 'Denied'), ...errors, ...conflict },
});
export const bulkApproveRoute = createRoute({
  operationId: 'bulkApprove', method: 'post', path: '/approvals/bulk-approve', tags: approvalTags,
  summary: 'Approve several actions; each succeeds or fails on its own',
  request: body(BulkApproveInputSchema),
  responses: { 200: json(BulkApproveResultSchema, 'One result per action'), ...errors },
});
export const listActivityRoute = createRoute({
  operationId: 'listActivity', method: 'get', path: '/activity', tags: ['activity'],
  summary: 'What Cohost and the team did, why and with what result; newest first, filtered, paged',
  request: { query: ActivityQuerySchema },
  responses: { 200: json(ActivityPageSchema, 'A page of the activity log'), ...errors },
});

export function automationRoutes(deps: AutomationDeps) {
  const actor = (headers: Headers) => deps.ports.resolveActor(headers);
  return createRouter()
    .openapi(getAutonomySettingsRoute, async (c) => c.json(await getAutonomySettings(deps, await actor(c.req.raw.headers), c.req.valid('query').propertyId), 200))
    .openapi(saveAutonomySettingsRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await saveAutonomySettings(deps, who, c.req.valid('json')), 200);
    })
    .openapi(removePropertySettingsRoute, async (c) => c.json(await removePropertySettings(deps, await actor(c.req.raw.headers), c.req.valid('param').propertyId), 200))
    .openapi(promoteActionKindRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await promoteActionKind(deps, who, c.req.valid('json').kind), 200);
    })
    .openapi(listApprovalsRoute, async (c) => c.json(await listApprovals(deps, await actor(c.req.raw.headers), c.req.valid('query')), 200))
    .openapi(getShadowStatsRoute, async (c) => c.json(await getShadowStats(deps, await actor(c.req.raw.headers)), 200))
    .openapi(approveActionRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await approveAction(deps, who, c.req.valid('param').approvalId, c.req.valid('json')), 200);
    })
    .openapi(denyActionRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await denyAction(deps, who, c.req.valid('param').approvalId, c.req.valid('json')), 200);
    })
    .openapi(bulkApproveRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await bulkApprove(deps, who, c.req.valid('json').items), 200);
    })
    .openapi(listActivityRoute, async (c) => c.json(await listActivity(deps, await actor(c.req.raw.headers), c.req.valid('query')), 200));
}
