import { z } from '@hono/zod-openapi';
import {
  AttachPhotoInputSchema,
  CountSuppliesInputSchema,
  PortalIssueSchema,
  PortalOverviewSchema,
  PortalPhotoSchema,
  PortalTaskSchema,
  ReportIssueInputSchema,
  StartUploadInputSchema,
  SubmitReportInputSchema,
  TickChecklistItemInputSchema,
  UPLOAD_OFFSET_HEADER,
  UPLOAD_PART_CONTENT_TYPE,
  UploadStatusSchema,
} from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import { uploadChunkFrom } from '../../platform/storage/resumable-uploads';
import type { PortalDeps } from './cleaning.portal-deps';
import { portalErrors } from './cleaning.portal-errors';
import { openCleaningFile } from './use-cases/open-cleaning-file';
import { portalAcknowledgeTask } from './use-cases/portal-acknowledge-task';
import { portalAttachPhoto } from './use-cases/portal-attach-photo';
import { portalCompleteTask } from './use-cases/portal-complete-task';
import { portalCountSupplies } from './use-cases/portal-count-supplies';
import { portalGetTask } from './use-cases/portal-get-task';
import { portalListTasks } from './use-cases/portal-list-tasks';
import { portalPhotoUploadStatus, portalSendPhotoPart, portalStartPhotoUpload } from './use-cases/portal-photo-uploads';
import { portalReportIssue } from './use-cases/portal-report-issue';
import { portalStartTask } from './use-cases/portal-start-task';
import { portalSubmitReport } from './use-cases/portal-submit-report';
import { portalTickItem } from './use-cases/portal-tick-item';

/**
 * The cleaner's portal (/cleaner-dashboard): a signed-in cleaner's own assignments and what they
 * send back. Hosts are refused (they follow cleanings on the host routes); a task that is not the
 * caller's answers 404 as if it did not exist.
 */
const cleaners = allowed('cleaning.work', portalErrors.cleanersOnly);
/** Any member of the workspace the link was signed for (hosts on /cleaners, the cleaner who sent it). */
const members = allowed('account.own', portalErrors.cleanersOnly);
const tags = ['cleaner portal'];
const taskParams = z.object({ taskId: param('taskId') });
const uploadParams = z.object({ uploadId: param('uploadId') });
const notYours = { 404: 'Not one of your assignments' };
const taskWrite = [400, 401, 403, 404, 409] as const;
const stateConflicts = { ...notYours, 409: 'The cleaning is completed or cancelled' };
const photoRefusals = {
  ...notYours,
  404: 'Not one of your assignments, no such upload (expired after a day), or not an item of its checklist',
  409: 'The upload is not complete yet, or the cleaning was cancelled',
  413: 'Too large (15 MB) or too many pixels',
  415: 'Not a photo we can read (JPEG, PNG, WebP, AVIF; HEIC is refused with how to send JPEG)',
  422: 'Unreadable, or not the file announced (size, SHA-256)',
};

export const listPortalTasksRoute = defineRoute({
  callers: cleaners, operationId: 'listPortalTasks', method: 'get', path: '/cleaner/tasks', tags,
  summary: "The signed-in cleaner's assignments today and in the next 14 days, each with its checklist as ticked, photos, problems, counts and door code, and their figures",
  responses: { 200: json(PortalOverviewSchema, 'Assignments'), ...errors([401, 403]) },
});
export const getPortalTaskRoute = defineRoute({
  callers: cleaners, operationId: 'getPortalTask', method: 'get', path: '/cleaner/tasks/{taskId}', tags,
  summary: 'One of the cleaner’s assignments (a link into the portal opens it)',
  request: { params: taskParams },
  responses: { 200: json(PortalTaskSchema, 'The assignment'), ...errors([400, 401, 403, 404], notYours) },
});
export const acknowledgePortalTaskRoute = defineRoute({
  callers: cleaners, operationId: 'acknowledgePortalTask', method: 'post', path: '/cleaner/tasks/{taskId}/acknowledge', tags,
  summary: 'Say you will do it, or that you saw its change (moved, shortened, cancelled); again changes nothing',
  request: { params: taskParams },
  responses: { 200: json(PortalTaskSchema, 'Acknowledged'), ...errors([400, 401, 403, 404], notYours) },
});
export const startPortalTaskRoute = defineRoute({
  callers: cleaners, operationId: 'startPortalTask', method: 'post', path: '/cleaner/tasks/{taskId}/start', tags,
  summary: 'Start the cleaning now (acknowledging it too)',
  request: { params: taskParams },
  responses: { 200: json(PortalTaskSchema, 'Started'), ...errors([400, 401, 403, 404, 409], stateConflicts) },
});
export const tickPortalChecklistItemRoute = defineRoute({
  callers: cleaners, operationId: 'tickPortalChecklistItem', method: 'post', path: '/cleaner/tasks/{taskId}/checklist', tags,
  summary: 'Tick or untick one checklist item, saved at once (the same tick twice is one)',
  request: { params: taskParams, ...body(TickChecklistItemInputSchema) },
  responses: {
    200: json(z.object({ itemKey: z.string(), done: z.boolean() }), 'Saved'),
    ...errors(taskWrite, { ...stateConflicts, 404: 'Not one of your assignments, or not an item of its checklist' }),
  },
});
export const startPortalPhotoUploadRoute = defineRoute({
  callers: cleaners, operationId: 'startPortalPhotoUpload', method: 'post', path: '/cleaner/tasks/{taskId}/photo-uploads', tags,
  summary: 'Start sending a photo of the assignment in parts (size and type checked first); then PATCH its parts to /cleaner/photo-uploads/{uploadId}',
  request: { params: taskParams, ...body(StartUploadInputSchema) },
  responses: { 201: json(UploadStatusSchema, 'Started'), ...errors([400, 401, 403, 404, 409, 413, 415], photoRefusals) },
});
export const getPortalPhotoUploadRoute = defineRoute({
  callers: cleaners, operationId: 'getPortalPhotoUpload', method: 'get', path: '/cleaner/photo-uploads/{uploadId}', tags,
  summary: 'Where your upload stands: the offset the next part must start at',
  request: { params: uploadParams },
  responses: { 200: json(UploadStatusSchema, 'Where it stands'), ...errors([400, 401, 403, 404], { 404: 'No such upload of yours (or expired)' }) },
});
export const sendPortalPhotoPartRoute = defineRoute({
  callers: cleaners, operationId: 'sendPortalPhotoPart', method: 'patch', path: '/cleaner/photo-uploads/{uploadId}', tags,
  summary: `One part of the photo (raw bytes, ${UPLOAD_PART_CONTENT_TYPE}) starting at the \`${UPLOAD_OFFSET_HEADER}\` header's byte offset`,
  request: {
    params: uploadParams,
    headers: z.object({ [UPLOAD_OFFSET_HEADER.toLowerCase()]: z.string().optional().openapi({ description: 'The byte offset the part starts at' }) }),
    body: { content: { [UPLOAD_PART_CONTENT_TYPE]: { schema: z.string().openapi({ format: 'binary' }) } }, required: true },
  },
  responses: {
    200: json(UploadStatusSchema, 'Received'),
    ...errors([400, 401, 403, 404, 409, 413], { 404: 'No such upload of yours (or expired)', 409: 'The part does not start at the offset received so far (`details.offset`)', 413: 'The part is too large' }),
  },
});
export const attachPortalPhotoRoute = defineRoute({
  callers: cleaners, operationId: 'attachPortalPhoto', method: 'post', path: '/cleaner/tasks/{taskId}/photos', tags,
  summary: 'Keep a sent photo as a before or after photo of the assignment: re-encoded without metadata (capture time kept), with a thumbnail',
  request: { params: taskParams, ...body(AttachPhotoInputSchema) },
  responses: { 201: json(PortalPhotoSchema, 'Kept'), ...errors([400, 401, 403, 404, 409, 413, 415, 422], photoRefusals) },
});
export const reportPortalIssueRoute = defineRoute({
  callers: cleaners, operationId: 'reportPortalIssue', method: 'post', path: '/cleaner/tasks/{taskId}/issues', tags,
  summary: 'Report a problem (damage, a missing item, maintenance) with photos sent first; the host is told',
  request: { params: taskParams, ...body(ReportIssueInputSchema) },
  responses: { 201: json(PortalIssueSchema, 'Reported'), ...errors([400, 401, 403, 404, 409, 413, 415, 422], photoRefusals) },
});
export const countPortalSuppliesRoute = defineRoute({
  callers: cleaners, operationId: 'countPortalSupplies', method: 'put', path: '/cleaner/tasks/{taskId}/supplies', tags,
  summary: 'The supplies left at the end (items and quantities), replacing an earlier count',
  request: { params: taskParams, ...body(CountSuppliesInputSchema) },
  responses: { 200: json(PortalTaskSchema, 'Counted'), ...errors([400, 401, 403, 404], notYours) },
});
export const submitPortalReportRoute = defineRoute({
  callers: cleaners, operationId: 'submitPortalReport', method: 'put', path: '/cleaner/tasks/{taskId}/report', tags,
  summary: "'Submit Report': your notes for the host (sent again, they replace the last)",
  request: { params: taskParams, ...body(SubmitReportInputSchema) },
  responses: { 200: json(PortalTaskSchema, 'Submitted'), ...errors([400, 401, 403, 404], notYours) },
});
export const completePortalTaskRoute = defineRoute({
  callers: cleaners, operationId: 'completePortalTask', method: 'post', path: '/cleaner/tasks/{taskId}/complete', tags,
  summary: 'The cleaning is done (again changes nothing)',
  request: { params: taskParams },
  responses: { 200: json(PortalTaskSchema, 'Completed'), ...errors([400, 401, 403, 404, 409], { ...notYours, 409: 'The cleaning was cancelled' }) },
});
export const openCleaningFileRoute = defineRoute({
  callers: members, operationId: 'openCleaningFile', method: 'get', path: '/cleaning/files/{token}', tags: ['cleaning'],
  summary: 'A cleaning photo through its signed link, for a member of the workspace it was signed for',
  request: { params: z.object({ token: param('token', 2000) }) },
  responses: {
    200: { description: 'The photo (JPEG)', content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errors([400, 401, 403, 404, 410], { 404: 'Not a link of this workspace, or the photo is gone', 410: 'The link has expired: reload the page for a new one' }),
  },
});

export function cleaningPortalRoutes(deps: PortalDeps) {
  return createRouter()
    .openapi(listPortalTasksRoute, async (c) => c.json(await portalListTasks(deps, c.get('actor')), 200))
    .openapi(getPortalTaskRoute, async (c) => c.json(await portalGetTask(deps, c.get('actor'), c.req.valid('param').taskId), 200))
    .openapi(acknowledgePortalTaskRoute, async (c) => c.json(await portalAcknowledgeTask(deps, c.get('actor'), c.req.valid('param').taskId), 200))
    .openapi(startPortalTaskRoute, async (c) => c.json(await portalStartTask(deps, c.get('actor'), c.req.valid('param').taskId), 200))
    .openapi(tickPortalChecklistItemRoute, async (c) => c.json(await portalTickItem(deps, c.get('actor'), c.req.valid('param').taskId, c.req.valid('json')), 200))
    .openapi(startPortalPhotoUploadRoute, async (c) => c.json(await portalStartPhotoUpload(deps, c.get('actor'), c.req.valid('param').taskId, c.req.valid('json')), 201))
    .openapi(getPortalPhotoUploadRoute, async (c) => c.json(await portalPhotoUploadStatus(deps, c.get('actor'), c.req.valid('param').uploadId), 200))
    .openapi(sendPortalPhotoPartRoute, async (c) => c.json(await portalSendPhotoPart(deps, c.get('actor'), c.req.valid('param').uploadId, uploadChunkFrom(c.req.raw)), 200))
    .openapi(attachPortalPhotoRoute, async (c) => c.json(await portalAttachPhoto(deps, c.get('actor'), c.req.valid('param').taskId, c.req.valid('json')), 201))
    .openapi(reportPortalIssueRoute, async (c) => c.json(await portalReportIssue(deps, c.get('actor'), c.req.valid('param').taskId, c.req.valid('json')), 201))
    .openapi(countPortalSuppliesRoute, async (c) => c.json(await portalCountSupplies(deps, c.get('actor'), c.req.valid('param').taskId, c.req.valid('json')), 200))
    .openapi(submitPortalReportRoute, async (c) => c.json(await portalSubmitReport(deps, c.get('actor'), c.req.valid('param').taskId, c.req.valid('json')), 200))
    .openapi(completePortalTaskRoute, async (c) => c.json(await portalCompleteTask(deps, c.get('actor'), c.req.valid('param').taskId), 200))
    .openapi(openCleaningFileRoute, async (c) => (await openCleaningFile(deps, c.get('actor'), c.req.valid('param').token)) as never);
}
