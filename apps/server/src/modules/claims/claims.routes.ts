import { z } from '@hono/zod-openapi';
import {
  CLAIM_CASE_KINDS,
  ClaimCaseDetailSchema,
  ClaimCaseListSchema,
  ClaimDeadlineAlertsSchema,
  ClaimSettingsSchema,
  CloseClaimCaseSchema,
  CreateClaimCaseSchema,
  OfferClaimCreditSchema,
  PutClaimItemsSchema,
  PutClaimSettingsSchema,
  TakeClaimStepSchema,
  UpdateClaimCaseSchema,
  CLAIM_RECEIPT_MAX_BYTES,
} from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import { assertNoControlCharacters } from '../../platform/text/control-characters';
import type { ClaimsDeps } from './claims.deps';
import { claimsErrors } from './claims.errors';
import { addClaimReceipt, isReceiptType, removeClaimReceipt } from './use-cases/claim-receipts';
import { getClaimSettings, putClaimSettings } from './use-cases/claim-settings';
import { buildClaimPacket } from './use-cases/build-claim-packet';
import { createClaimCase } from './use-cases/create-claim-case';
import { getClaimCase } from './use-cases/get-claim-case';
import { listClaimAlerts, listClaimCases } from './use-cases/list-claim-cases';
import { offerClaimCredit } from './use-cases/offer-claim-credit';
import { openClaimFile } from './use-cases/open-claim-file';
import { takeClaimStep } from './use-cases/take-claim-step';
import { closeClaimCase, putClaimItems, reopenClaimCase, updateClaimCase } from './use-cases/update-claim-case';

const readers = allowed('claims.read', claimsErrors.hostsOnly);
const managers = allowed('claims.manage', claimsErrors.hostsOnly);
const tags = ['claims'];
const caseParams = z.object({ caseId: param('caseId') });
const detail = (description: string) => json(ClaimCaseDetailSchema, description);

const ListQuery = z.object({
  status: z.enum(['open', 'closed', 'all']).optional(),
  propertyId: z.string().max(100).optional(),
  kind: z.enum(CLAIM_CASE_KINDS).optional(),
});

export const listClaimCasesRoute = defineRoute({
  callers: readers, operationId: 'listClaimCases', method: 'get', path: '/claims/cases', tags,
  summary: 'The claims list: open (default), closed or all cases, by property and kind; overdue first, then the next deadline soonest, then the newest; with counts',
  request: { query: ListQuery },
  responses: { 200: json(ClaimCaseListSchema, 'Cases'), ...errors([400, 401, 403]) },
});
export const createClaimCaseRoute = defineRoute({
  callers: managers, operationId: 'createClaimCase', method: 'post', path: '/claims/cases', tags,
  summary: "Open a complaint or damage case; damage without a stay is linked to the last checkout at the property before now",
  request: body(CreateClaimCaseSchema),
  responses: { 201: detail('Opened'), ...errors([400, 401, 403, 404]) },
});
export const getClaimCaseRoute = defineRoute({
  callers: readers, operationId: 'getClaimCase', method: 'get', path: '/claims/cases/{caseId}', tags,
  summary: 'One case: stay, deadlines with their state and notes, allowed steps, drafts waiting, items, receipts, evidence with provenance, messages, packet, timeline',
  request: { params: caseParams },
  responses: { 200: detail('Case'), ...errors([400, 401, 403, 404]) },
});
export const updateClaimCaseRoute = defineRoute({
  callers: managers, operationId: 'updateClaimCase', method: 'patch', path: '/claims/cases/{caseId}', tags,
  summary: "Change a case's title, description, category, the guest's request, the decision, the repair status, or its stay (the clocks follow it)",
  request: { params: caseParams, ...body(UpdateClaimCaseSchema) },
  responses: { 200: detail('Saved'), ...errors([400, 401, 403, 404]) },
});
export const putClaimItemsRoute = defineRoute({
  callers: managers, operationId: 'putClaimItems', method: 'put', path: '/claims/cases/{caseId}/items', tags,
  summary: "Replace a case's items (name, cost, age, comparable link): the estimate is their sum",
  request: { params: caseParams, ...body(PutClaimItemsSchema) },
  responses: { 200: detail('Saved'), ...errors([400, 401, 403, 404]) },
});
export const addClaimReceiptRoute = defineRoute({
  callers: managers, operationId: 'addClaimReceipt', method: 'post', path: '/claims/cases/{caseId}/receipts', tags,
  summary: `Attach a receipt or invoice (raw body: JPEG, PNG or PDF up to ${CLAIM_RECEIPT_MAX_BYTES / 1024 / 1024} MB and the server's body limit); its SHA-256 is recorded`,
  request: {
    params: caseParams,
    query: z.object({ fileName: z.string().max(200).optional() }),
    body: {
      content: {
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
      },
      required: true,
    },
  },
  responses: { 201: detail('Attached'), ...errors([400, 401, 403, 404, 413, 415], { 413: 'Over the size limit', 415: 'Not a JPEG, PNG or PDF' }) },
});
export const removeClaimReceiptRoute = defineRoute({
  callers: managers, operationId: 'removeClaimReceipt', method: 'delete', path: '/claims/cases/{caseId}/receipts/{receiptId}', tags,
  summary: 'Remove a receipt from a case',
  request: { params: z.object({ caseId: param('caseId'), receiptId: param('receiptId') }) },
  responses: { 200: detail('Removed'), ...errors([400, 401, 403, 404]) },
});
export const takeClaimStepRoute = defineRoute({
  callers: managers, operationId: 'takeClaimStep', method: 'post', path: '/claims/cases/{caseId}/steps', tags,
  summary: 'Take an escalation step (ask the guest, file with the platform or the insurer): through the policy, approved at once by the host; refused while the rules do not allow it (Airbnb before the guest\'s 24 hours)',
  request: { params: caseParams, ...body(TakeClaimStepSchema) },
  responses: { 200: detail('Taken'), ...errors([400, 401, 403, 404, 409], { 409: '`claims.step-not-allowed` with the reason, or the case is closed' }) },
});
export const offerClaimCreditRoute = defineRoute({
  callers: managers, operationId: 'offerClaimCredit', method: 'post', path: '/claims/cases/{caseId}/credits', tags,
  summary: "Offer the guest a credit or refund through the policy, against the workspace's threshold: the decision, why, and the case",
  request: { params: caseParams, ...body(OfferClaimCreditSchema) },
  responses: {
    200: json(z.object({ decision: z.enum(['auto', 'approval', 'escalate']), reason: z.string(), case: ClaimCaseDetailSchema }), 'Offered or waiting'),
    ...errors([400, 401, 403, 404, 409], { 409: 'The case is closed' }),
  },
});
export const closeClaimCaseRoute = defineRoute({
  callers: managers, operationId: 'closeClaimCase', method: 'post', path: '/claims/cases/{caseId}/close', tags,
  summary: 'Close a case with its outcome and what was recovered',
  request: { params: caseParams, ...body(CloseClaimCaseSchema) },
  responses: { 200: detail('Closed'), ...errors([400, 401, 403, 404, 409], { 409: 'Already closed' }) },
});
export const reopenClaimCaseRoute = defineRoute({
  callers: managers, operationId: 'reopenClaimCase', method: 'post', path: '/claims/cases/{caseId}/reopen', tags,
  summary: 'Reopen a closed case',
  request: { params: caseParams },
  responses: { 200: detail('Reopened'), ...errors([400, 401, 403, 404, 409], { 409: 'Not closed' }) },
});
export const buildClaimPacketRoute = defineRoute({
  callers: managers, operationId: 'buildClaimPacket', method: 'post', path: '/claims/cases/{caseId}/packet', tags,
  summary: 'Build the evidence packet: a PDF (summary, timeline, messages, before/after photos with times and who took them, receipts, costs) and a ZIP of the originals with SHA256SUMS',
  request: { params: caseParams },
  responses: { 200: detail('Built'), ...errors([400, 401, 403, 404]) },
});
export const listClaimAlertsRoute = defineRoute({
  callers: readers, operationId: 'listClaimAlerts', method: 'get', path: '/claims/alerts', tags,
  summary: "The dashboard's claim deadlines: those inside 72 hours and those passed, of open cases",
  responses: { 200: json(ClaimDeadlineAlertsSchema, 'Alerts'), ...errors([401, 403]) },
});
export const getClaimSettingsRoute = defineRoute({
  callers: readers, operationId: 'getClaimSettings', method: 'get', path: '/claims/settings', tags,
  summary: "The workspace's refund threshold (under it the co-host may offer credits alone) and insurer",
  responses: { 200: json(ClaimSettingsSchema, 'Settings'), ...errors([401, 403]) },
});
export const putClaimSettingsRoute = defineRoute({
  callers: managers, operationId: 'putClaimSettings', method: 'put', path: '/claims/settings', tags,
  summary: "Save the refund threshold and the insurer",
  request: body(PutClaimSettingsSchema),
  responses: { 200: json(ClaimSettingsSchema, 'Saved'), ...errors([400, 401, 403]) },
});
export const openClaimFileRoute = defineRoute({
  callers: readers, operationId: 'openClaimFile', method: 'get', path: '/claims/files/{token}', tags,
  summary: "A case's file (the packet's PDF or ZIP, a receipt) through its signed link, for a member of the workspace it was signed for",
  request: { params: z.object({ token: param('token', 2000) }) },
  responses: {
    200: {
      description: 'The file',
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'application/zip': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errors([400, 401, 403, 404, 410], { 404: 'Not a link of this workspace, or the file is gone', 410: 'The link has expired: reload the page for a new one' }),
  },
});

/** The claims API (host roles). */
export function claimsRoutes(deps: ClaimsDeps) {
  return createRouter()
    .openapi(listClaimCasesRoute, async (c) => c.json(await listClaimCases(deps, c.get('actor'), c.req.valid('query')), 200))
    .openapi(createClaimCaseRoute, async (c) => c.json(await createClaimCase(deps, c.get('actor'), c.req.valid('json')), 201))
    .openapi(listClaimAlertsRoute, async (c) => c.json(await listClaimAlerts(deps, c.get('actor')), 200))
    .openapi(getClaimSettingsRoute, async (c) => c.json(await getClaimSettings(deps, c.get('actor')), 200))
    .openapi(putClaimSettingsRoute, async (c) => c.json(await putClaimSettings(deps, c.get('actor'), c.req.valid('json')), 200))
    .openapi(getClaimCaseRoute, async (c) => c.json(await getClaimCase(deps, c.get('actor'), c.req.valid('param').caseId), 200))
    .openapi(updateClaimCaseRoute, async (c) => c.json(await updateClaimCase(deps, c.get('actor'), c.req.valid('param').caseId, c.req.valid('json')), 200))
    .openapi(putClaimItemsRoute, async (c) => c.json(await putClaimItems(deps, c.get('actor'), c.req.valid('param').caseId, c.req.valid('json').items), 200))
    .openapi(addClaimReceiptRoute, async (c) => {
      const contentType = c.req.header('content-type') ?? '';
      if (!isReceiptType(contentType)) {
        // Not a receipt: a text or form body is still held to the platform's rule on control characters (400), then refused (415).
        const isForm = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType);
        assertNoControlCharacters(isForm ? await c.req.parseBody() : await c.req.text());
        throw claimsErrors.unsupportedType();
      }
      const bytes = Buffer.from(await c.req.raw.arrayBuffer());
      return c.json(await addClaimReceipt(deps, c.get('actor'), c.req.valid('param').caseId, { fileName: c.req.valid('query').fileName ?? '', contentType, body: bytes }), 201);
    })
    .openapi(removeClaimReceiptRoute, async (c) => {
      const { caseId, receiptId } = c.req.valid('param');
      return c.json(await removeClaimReceipt(deps, c.get('actor'), caseId, receiptId), 200);
    })
    .openapi(takeClaimStepRoute, async (c) => c.json(await takeClaimStep(deps, c.get('actor'), c.req.valid('param').caseId, c.req.valid('json')), 200))
    .openapi(offerClaimCreditRoute, async (c) => c.json(await offerClaimCredit(deps, c.get('actor'), c.req.valid('param').caseId, c.req.valid('json')), 200))
    .openapi(closeClaimCaseRoute, async (c) => c.json(await closeClaimCase(deps, c.get('actor'), c.req.valid('param').caseId, c.req.valid('json')), 200))
    .openapi(reopenClaimCaseRoute, async (c) => c.json(await reopenClaimCase(deps, c.get('actor'), c.req.valid('param').caseId), 200))
    .openapi(buildClaimPacketRoute, async (c) => c.json(await buildClaimPacket(deps, c.get('actor'), c.req.valid('param').caseId), 200))
    .openapi(openClaimFileRoute, async (c) => (await openClaimFile(deps, c.get('actor'), c.req.valid('param').token)) as never);
}
