import { z } from '@hono/zod-openapi';
import {
  AssignCleanerInputSchema,
  CancelCleaningTaskInputSchema,
  ChecklistTemplateSchema,
  CleanerListSchema,
  CleanerSchema,
  CleaningOverviewSchema,
  CleaningPropertySettingsSchema,
  CleaningTaskDetailSchema,
  CleaningTaskListSchema,
  CleaningTasksQuerySchema,
  CleaningWorkspaceSettingsSchema,
  CreateCleaningTaskInputSchema,
  RateCleaningInputSchema,
  UpdateCleanerInputSchema,
} from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { isUuid } from '../../platform/runtime/is-uuid';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import type { CleaningDeps } from './cleaning.deps';
import { cleaningErrors } from './cleaning.errors';
import { assignCleanerByHost } from './use-cases/assign-task';
import { cancelCleaningTask } from './use-cases/cancel-cleaning-task';
import { getChecklistTemplate, saveChecklist } from './use-cases/checklist-templates';
import { getPropertyCleaningSettings, getWorkspaceCleaningSettings, savePropertyCleaningSettings, saveWorkspaceCleaningSettings } from './use-cases/cleaning-settings';
import { createCleaningTask } from './use-cases/create-cleaning-task';
import { getCleaningOverview } from './use-cases/get-cleaning-overview';
import { getCleaningTask } from './use-cases/get-cleaning-task';
import { listCleaners } from './use-cases/list-cleaners';
import { listCleaningTasks } from './use-cases/list-cleaning-tasks';
import { rateCleaning } from './use-cases/rate-cleaning';
import { updateCleaner } from './use-cases/update-cleaner';

const readers = allowed('cleaning.read', cleaningErrors.hostsOnly);
const managers = allowed('cleaning.manage', cleaningErrors.hostsOnly);
const tags = ['cleaning'];
const taskParams = z.object({ taskId: param('taskId') });
const cleanerParams = z.object({ cleanerId: param('cleanerId') });
const propertyParams = z.object({ propertyId: param('propertyId') });

export const getCleaningOverviewRoute = defineRoute({
  callers: readers, operationId: 'getCleaningOverview', method: 'get', path: '/cleaning/overview', tags,
  summary: "The /cleaners screen: today's schedule, the coming week, recent completions (rating, photos, issues, duration), what needs the host, and the cleaners",
  responses: { 200: json(CleaningOverviewSchema, 'Overview'), ...errors([401, 403]) },
});
export const listCleaningTasksRoute = defineRoute({
  callers: readers, operationId: 'listCleaningTasks', method: 'get', path: '/cleaning/tasks', tags,
  summary: 'Cleanings whose window touches the calendar days [from, to] (the dashboard timeline, a property calendar), by start',
  request: { query: CleaningTasksQuerySchema },
  responses: { 200: json(CleaningTaskListSchema, 'Tasks'), ...errors([400, 401, 403]) },
});
export const createCleaningTaskRoute = defineRoute({
  callers: managers, operationId: 'createCleaningTask', method: 'post', path: '/cleaning/tasks', tags,
  summary: "A host's own cleaning (deep clean, inspection, mid-stay clean): assigned to the cleaner named, else proposed per the AI settings",
  request: body(CreateCleaningTaskInputSchema),
  responses: { 201: json(CleaningTaskDetailSchema, 'Created'), ...errors([400, 401, 403, 404]) },
});
export const getCleaningTaskRoute = defineRoute({
  callers: readers, operationId: 'getCleaningTask', method: 'get', path: '/cleaning/tasks/{taskId}', tags,
  summary: 'One cleaning: the checklist as ticked, before/after photos with signed links, report, issues, supplies, acknowledgement history, rating',
  request: { params: taskParams },
  responses: { 200: json(CleaningTaskDetailSchema, 'Task'), ...errors([400, 401, 403, 404]) },
});
export const assignCleanerRoute = defineRoute({
  callers: managers, operationId: 'assignCleaner', method: 'post', path: '/cleaning/tasks/{taskId}/assign', tags,
  summary: 'Assign a cleaner (or another in place of the one assigned): the acknowledgement starts over, the door code follows the cleaner',
  request: { params: taskParams, ...body(AssignCleanerInputSchema) },
  responses: { 200: json(CleaningTaskDetailSchema, 'Assigned'), ...errors([400, 401, 403, 404, 409], { 409: 'The cleaning is started, completed or cancelled' }) },
});
export const cancelCleaningTaskRoute = defineRoute({
  callers: managers, operationId: 'cancelCleaningTask', method: 'post', path: '/cleaning/tasks/{taskId}/cancel', tags,
  summary: 'Cancel a cleaning: its door code ends and its cleaner is told when they had been',
  request: { params: taskParams, ...body(CancelCleaningTaskInputSchema) },
  responses: { 204: { description: 'Cancelled' }, ...errors([400, 401, 403, 404, 409], { 409: 'The cleaning is started, completed or cancelled' }) },
});
export const rateCleaningRoute = defineRoute({
  callers: managers, operationId: 'rateCleaning', method: 'post', path: '/cleaning/tasks/{taskId}/rating', tags,
  summary: 'Rate a completed cleaning (1–5 stars, a comment); rating again replaces it',
  request: { params: taskParams, ...body(RateCleaningInputSchema) },
  responses: { 204: { description: 'Rated' }, ...errors([400, 401, 403, 404, 409], { 409: 'The cleaning is not completed' }) },
});
export const listCleanersRoute = defineRoute({
  callers: readers, operationId: 'listCleaners', method: 'get', path: '/cleaning/cleaners', tags,
  summary: "The team's cleaners: status (available, working, scheduled), rating, completed count, specialty, availability, properties",
  responses: { 200: json(CleanerListSchema, 'Cleaners'), ...errors([401, 403]) },
});
export const updateCleanerRoute = defineRoute({
  callers: managers, operationId: 'updateCleaner', method: 'patch', path: '/cleaning/cleaners/{cleanerId}', tags,
  summary: "A cleaner's availability, the properties they work (none: every one), specialty, and how they are told",
  request: { params: cleanerParams, ...body(UpdateCleanerInputSchema) },
  responses: { 200: json(CleanerSchema, 'Saved'), ...errors([400, 401, 403, 404]) },
});
export const getChecklistTemplateRoute = defineRoute({
  callers: readers, operationId: 'getChecklistTemplate', method: 'get', path: '/cleaning/properties/{propertyId}/checklist', tags,
  summary: "A property's checklist template (a short default until edited)",
  request: { params: propertyParams },
  responses: { 200: json(ChecklistTemplateSchema, 'Template'), ...errors([400, 401, 403, 404]) },
});
export const saveChecklistTemplateRoute = defineRoute({
  callers: managers, operationId: 'saveChecklistTemplate', method: 'put', path: '/cleaning/properties/{propertyId}/checklist', tags,
  summary: "Save a property's checklist template: rooms, short items, which need a photo (cleanings created from now on use it)",
  request: { params: propertyParams, ...body(ChecklistTemplateSchema) },
  responses: { 200: json(ChecklistTemplateSchema, 'Saved'), ...errors([400, 401, 403, 404]) },
});
export const getPropertyCleaningSettingsRoute = defineRoute({
  callers: readers, operationId: 'getPropertyCleaningSettings', method: 'get', path: '/cleaning/properties/{propertyId}/settings', tags,
  summary: "A property's cleaning settings: the window of a turnover with no next check-in, a clean's usual length",
  request: { params: propertyParams },
  responses: { 200: json(CleaningPropertySettingsSchema, 'Settings'), ...errors([400, 401, 403, 404]) },
});
export const savePropertyCleaningSettingsRoute = defineRoute({
  callers: managers, operationId: 'savePropertyCleaningSettings', method: 'put', path: '/cleaning/properties/{propertyId}/settings', tags,
  summary: "Save a property's cleaning settings (turnovers planned from now on use them)",
  request: { params: propertyParams, ...body(CleaningPropertySettingsSchema) },
  responses: { 200: json(CleaningPropertySettingsSchema, 'Saved'), ...errors([400, 401, 403, 404]) },
});
export const getCleaningSettingsRoute = defineRoute({
  callers: readers, operationId: 'getCleaningSettings', method: 'get', path: '/cleaning/settings', tags,
  summary: "The workspace's acknowledgement rules: hours a cleaner has to acknowledge, and whether escalation also offers the task to the next cleaner",
  responses: { 200: json(CleaningWorkspaceSettingsSchema, 'Settings'), ...errors([401, 403]) },
});
export const saveCleaningSettingsRoute = defineRoute({
  callers: managers, operationId: 'saveCleaningSettings', method: 'put', path: '/cleaning/settings', tags,
  summary: "Save the workspace's acknowledgement rules",
  request: body(CleaningWorkspaceSettingsSchema),
  responses: { 200: json(CleaningWorkspaceSettingsSchema, 'Saved'), ...errors([400, 401, 403]) },
});

/** The host's cleaning API (the cleaner portal's is `cleaning.portal-routes.ts`). */
export function cleaningRoutes(deps: CleaningDeps) {
  return createRouter()
    .openapi(getCleaningOverviewRoute, async (c) => c.json(await getCleaningOverview(deps, c.get('actor')), 200))
    .openapi(listCleaningTasksRoute, async (c) => {
      const query = c.req.valid('query');
      if (query.propertyId && !isUuid(query.propertyId)) return c.json({ tasks: [] }, 200);
      return c.json({ tasks: await listCleaningTasks(deps, c.get('actor'), { ...query, withCancelled: query.withCancelled === 'true' }) }, 200);
    })
    .openapi(createCleaningTaskRoute, async (c) => {
      const actor = c.get('actor');
      const task = await createCleaningTask(deps, actor, c.req.valid('json'));
      return c.json(await getCleaningTask(deps, actor, task.id), 201);
    })
    .openapi(getCleaningTaskRoute, async (c) => c.json(await getCleaningTask(deps, c.get('actor'), c.req.valid('param').taskId), 200))
    .openapi(assignCleanerRoute, async (c) => {
      const actor = c.get('actor');
      const { taskId } = c.req.valid('param');
      await assignCleanerByHost(deps, actor, taskId, c.req.valid('json').cleanerId);
      return c.json(await getCleaningTask(deps, actor, taskId), 200);
    })
    .openapi(cancelCleaningTaskRoute, async (c) => {
      await cancelCleaningTask(deps, c.get('actor'), c.req.valid('param').taskId, c.req.valid('json').reason);
      return c.body(null, 204);
    })
    .openapi(rateCleaningRoute, async (c) => {
      await rateCleaning(deps, c.get('actor'), c.req.valid('param').taskId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(listCleanersRoute, async (c) => c.json({ cleaners: await listCleaners(deps, c.get('actor').workspaceId) }, 200))
    .openapi(updateCleanerRoute, async (c) => c.json(await updateCleaner(deps, c.get('actor'), c.req.valid('param').cleanerId, c.req.valid('json')), 200))
    .openapi(getChecklistTemplateRoute, async (c) => c.json(await getChecklistTemplate(deps, c.get('actor'), c.req.valid('param').propertyId), 200))
    .openapi(saveChecklistTemplateRoute, async (c) => c.json(await saveChecklist(deps, c.get('actor'), c.req.valid('param').propertyId, c.req.valid('json')), 200))
    .openapi(getPropertyCleaningSettingsRoute, async (c) => c.json(await getPropertyCleaningSettings(deps, c.get('actor'), c.req.valid('param').propertyId), 200))
    .openapi(savePropertyCleaningSettingsRoute, async (c) =>
      c.json(await savePropertyCleaningSettings(deps, c.get('actor'), c.req.valid('param').propertyId, c.req.valid('json')), 200),
    )
    .openapi(getCleaningSettingsRoute, async (c) => c.json(await getWorkspaceCleaningSettings(deps, c.get('actor')), 200))
    .openapi(saveCleaningSettingsRoute, async (c) => c.json(await saveWorkspaceCleaningSettings(deps, c.get('actor'), c.req.valid('json')), 200));
}
