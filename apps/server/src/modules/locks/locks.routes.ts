import { z } from '@hono/zod-openapi';
import {
  AddMaintenanceCodeInputSchema,
  AddSeamLockInputSchema,
  AddVirtualLockInputSchema,
  ConnectSeamInputSchema,
  DoorCodeViewSchema,
  LockCardSchema,
  LockCodesSchema,
  LockSettingsInputSchema,
  LocksOverviewSchema,
  ReplaceDoorCodeInputSchema,
  SeamAccountSchema,
  SeamConnectWebviewSchema,
  SeamConnectWebviewStatusSchema,
  SeamDevicesSchema,
  SeamWebhookSecretInputSchema,
  VIRTUAL_LOCK_REFUSAL_RATES,
} from '@cohost/shared';
import { allowed, anyone, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import type { LocksDeps } from './locks.deps';
import { locksErrors } from './locks.errors';
import { addMaintenanceCode } from './use-cases/add-maintenance-code';
import { addSeamLock } from './use-cases/add-seam-lock';
import { addVirtualLock } from './use-cases/add-virtual-lock';
import { connectSeamAccount } from './use-cases/connect-seam-account';
import { disconnectSeamAccount } from './use-cases/disconnect-seam-account';
import { enterKeypadCode } from './use-cases/enter-keypad-code';
import { listLockCodes } from './use-cases/list-lock-codes';
import { getSeamAccount } from './use-cases/get-seam-account';
import { getSeamConnectWebview } from './use-cases/get-seam-connect-webview';
import { listLocksOverview } from './use-cases/list-locks';
import { listSeamDevices } from './use-cases/list-seam-devices';
import { operateLock } from './use-cases/operate-lock';
import { removeDoorCode } from './use-cases/remove-door-code';
import { removeLock } from './use-cases/remove-lock';
import { replaceDoorCode } from './use-cases/replace-door-code';
import { retryDoorCode } from './use-cases/retry-door-code';
import { receiveSeamWebhook } from './use-cases/receive-seam-webhook';
import { saveSeamWebhookSecret } from './use-cases/save-seam-webhook-secret';
import { startSeamConnectWebview } from './use-cases/start-seam-connect-webview';
import { updateLockSettings } from './use-cases/update-lock-settings';

const readers = allowed('locks.read', locksErrors.hostsOnly);
const managers = allowed('locks.manage', locksErrors.hostsOnly);
const tags = ['locks'];
const lockParams = z.object({ lockId: param('lockId') });
const codeParams = z.object({ doorCodeId: param('doorCodeId') });
const LockStateSchema = z.object({ locked: z.boolean() }).meta({ id: 'LockState' });

export const listLocksRoute = defineRoute({
  callers: readers, operationId: 'listLocks', method: 'get', path: '/locks', tags,
  summary: "The workspace's locks as their providers report them, the lock automation's state, and recent lock activity",
  responses: { 200: json(LocksOverviewSchema, 'Locks'), ...errors([401, 403]) },
});
export const addVirtualLockRoute = defineRoute({
  callers: managers, operationId: 'addVirtualLock', method: 'post', path: '/locks/virtual', tags,
  summary: "Add a virtual lock on a property: a simulated device with real state; the property's booked stays get codes for it",
  request: body(AddVirtualLockInputSchema),
  responses: { 201: json(LockCardSchema.pick({ id: true, name: true }), 'Added'), ...errors([400, 401, 403, 404]) },
});
export const lockDoorRoute = defineRoute({
  callers: managers, operationId: 'lockDoor', method: 'post', path: '/locks/{lockId}/lock', tags,
  summary: 'Lock the door now, through its provider (recorded with who did it)',
  request: { params: lockParams },
  responses: { 200: json(LockStateSchema, 'Locked'), ...errors([400, 401, 403, 404, 409, 502], { 409: 'The lock is offline', 502: 'The lock service refused' }) },
});
export const unlockDoorRoute = defineRoute({
  callers: managers, operationId: 'unlockDoor', method: 'post', path: '/locks/{lockId}/unlock', tags,
  summary: 'Unlock the door now, through its provider (recorded with who did it)',
  request: { params: lockParams },
  responses: { 200: json(LockStateSchema, 'Unlocked'), ...errors([400, 401, 403, 404, 409, 502], { 409: 'The lock is offline', 502: 'The lock service refused' }) },
});
export const updateLockSettingsRoute = defineRoute({
  callers: managers, operationId: 'updateLockSettings', method: 'put', path: '/locks/{lockId}/settings', tags,
  summary: "A lock's code length and buffers; issued codes keep their digits and follow the new buffers",
  request: { params: lockParams, ...body(LockSettingsInputSchema) },
  responses: { 204: { description: 'Saved' }, ...errors([400, 401, 403, 404]) },
});

const KeypadInputSchema = z
  .object({ code: z.string({ error: 'Type the digits.' }).regex(/^\d{4,8}$/, { error: 'Type 4 to 8 digits.' }) })
  .meta({ id: 'KeypadInput' });
const KeypadResultSchema = z.object({ opened: z.boolean(), holder: z.string().nullable() }).meta({ id: 'KeypadResult' });

export const enterKeypadCodeRoute = defineRoute({
  callers: managers, operationId: 'enterKeypadCode', method: 'post', path: '/locks/{lockId}/keypad', tags,
  summary: "Type a code on a virtual lock's keypad: it opens for a code it holds that works now (logged either way)",
  request: { params: lockParams, ...body(KeypadInputSchema) },
  responses: { 200: json(KeypadResultSchema, 'What the lock did'), ...errors([400, 401, 403, 404, 409], { 409: 'Not a virtual lock' }) },
});

export const removeLockRoute = defineRoute({
  callers: managers, operationId: 'removeLock', method: 'delete', path: '/locks/{lockId}', tags,
  summary: 'Take a lock out of Cohost: the codes Cohost put on it are deleted from it and end; its log stays',
  request: { params: lockParams },
  responses: { 204: { description: 'Removed' }, ...errors([400, 401, 403, 404]) },
});
export const listLockCodesRoute = defineRoute({
  callers: readers, operationId: 'listLockCodes', method: 'get', path: '/locks/{lockId}/codes', tags,
  summary: "A lock's codes (guests', cleaners', maintenance): live and coming ones with their digits once the lock confirmed them, then the latest finished",
  request: { params: lockParams },
  responses: { 200: json(LockCodesSchema, 'Codes'), ...errors([400, 401, 403, 404]) },
});
export const addMaintenanceCodeRoute = defineRoute({
  callers: managers, operationId: 'addMaintenanceCode', method: 'post', path: '/locks/{lockId}/codes', tags,
  summary: 'Give someone who is not a guest a code on this lock for a window; it goes to the lock at once',
  request: { params: lockParams, ...body(AddMaintenanceCodeInputSchema) },
  responses: { 201: json(DoorCodeViewSchema, 'Added'), ...errors([400, 401, 403, 404, 409], { 409: 'The window is already over' }) },
});
export const replaceDoorCodeRoute = defineRoute({
  callers: managers, operationId: 'replaceDoorCode', method: 'post', path: '/door-codes/{doorCodeId}/replace', tags,
  summary: "Force a new code in place of this one, with a reason: the old one comes off the lock, the new one takes its window, and the stay's guest is told",
  request: { params: codeParams, ...body(ReplaceDoorCodeInputSchema) },
  responses: { 200: json(DoorCodeViewSchema, 'The new code'), ...errors([400, 401, 403, 404, 409], { 409: 'The code cannot change now' }) },
});
export const retryDoorCodeRoute = defineRoute({
  callers: managers, operationId: 'retryDoorCode', method: 'post', path: '/door-codes/{doorCodeId}/retry', tags,
  summary: "Try again: a code no lock would take goes to its lock now, with a fresh round of retries",
  request: { params: codeParams },
  responses: { 200: json(DoorCodeViewSchema, 'Sent again'), ...errors([400, 401, 403, 404, 409], { 409: 'The code is not waiting to be tried again' }) },
});
export const removeDoorCodeRoute = defineRoute({
  callers: managers, operationId: 'removeDoorCode', method: 'delete', path: '/door-codes/{doorCodeId}', tags,
  summary: "Take a code off its lock: a cleaner's or maintenance code, or a guest's once the stay is over",
  request: { params: codeParams },
  responses: { 204: { description: 'Being removed' }, ...errors([400, 401, 403, 404, 409], { 409: 'The code cannot be removed now' }) },
});

const seamTags = ['locks', 'seam'];
const seamFailed = { 502: 'Seam did not answer, or refused the saved key' };

export const getSeamAccountRoute = defineRoute({
  callers: readers, operationId: 'getSeamAccount', method: 'get', path: '/locks/seam', tags: seamTags,
  summary: "Whether the workspace's Seam account is connected, since when, the key's last four characters and the webhook's address (never the key or the secret)",
  responses: { 200: json(SeamAccountSchema, 'The Seam account'), ...errors([401, 403]) },
});
export const connectSeamAccountRoute = defineRoute({
  callers: managers, operationId: 'connectSeamAccount', method: 'put', path: '/locks/seam', tags: seamTags,
  summary: "Save the workspace's Seam API key (and the webhook's signing secret), tested on Seam first and sealed at rest; a new key replaces the old one",
  request: body(ConnectSeamInputSchema),
  responses: {
    200: json(SeamAccountSchema, 'Saved'),
    ...errors([400, 401, 403, 422, 502], { 422: 'Seam refused the key (`locks.seam-key-refused`; `details` names `apiKey`): nothing saved', 502: 'Seam did not answer: nothing saved' }),
  },
});
export const disconnectSeamAccountRoute = defineRoute({
  callers: managers, operationId: 'disconnectSeamAccount', method: 'delete', path: '/locks/seam', tags: seamTags,
  summary: "Forget the workspace's Seam key and webhook secret; locks added from Seam stay listed but cannot be reached until an account is connected again",
  responses: { 200: json(SeamAccountSchema, 'Disconnected (or there was nothing to disconnect)'), ...errors([401, 403]) },
});
export const saveSeamWebhookSecretRoute = defineRoute({
  callers: managers, operationId: 'saveSeamWebhookSecret', method: 'put', path: '/locks/seam/webhook-secret', tags: seamTags,
  summary: "Save the signing secret (whsec_…) of the webhook endpoint added in Seam's console, sealed at rest",
  request: body(SeamWebhookSecretInputSchema),
  responses: { 200: json(SeamAccountSchema, 'Saved'), ...errors([400, 401, 403, 409], { 409: 'No Seam account is connected (`locks.provider-not-connected`)' }) },
});
export const startSeamConnectWebviewRoute = defineRoute({
  callers: managers, operationId: 'startSeamConnectWebview', method: 'post', path: '/locks/seam/connect-webview', tags: seamTags,
  summary: "Open a Seam Connect Webview, where the host signs in to their lock brand's account; Seam returns them to /smart-locks?seam=connected",
  responses: { 200: json(SeamConnectWebviewSchema, 'Where to send the host'), ...errors([401, 403, 409, 502], { 409: 'No Seam account is connected (`locks.provider-not-connected`)', ...seamFailed }) },
});
export const getSeamConnectWebviewRoute = defineRoute({
  callers: readers, operationId: 'getSeamConnectWebview', method: 'get', path: '/locks/seam/connect-webview', tags: seamTags,
  summary: 'Where the Connect Webview opened last stands, as Seam says (`none` before any)',
  responses: { 200: json(SeamConnectWebviewStatusSchema, 'Its status'), ...errors([401, 403, 502], seamFailed) },
});
export const listSeamDevicesRoute = defineRoute({
  callers: readers, operationId: 'listSeamDevices', method: 'get', path: '/locks/seam/devices', tags: seamTags,
  summary: "The locks in the workspace's Seam account not yet added, and whether Seam can put access codes on each",
  responses: { 200: json(SeamDevicesSchema, 'Locks to add'), ...errors([401, 403, 409, 502], { 409: 'No Seam account is connected (`locks.provider-not-connected`)', ...seamFailed }) },
});
export const addSeamLockRoute = defineRoute({
  callers: managers, operationId: 'addSeamLock', method: 'post', path: '/locks/seam/devices', tags: seamTags,
  summary: "Add a lock of the Seam account on a property; the property's booked stays get codes for it",
  request: body(AddSeamLockInputSchema),
  responses: {
    201: json(LockCardSchema.pick({ id: true, name: true }), 'Added'),
    ...errors([400, 401, 403, 404, 409, 502], {
      404: 'No such property, or no such lock in the Seam account',
      409: 'No Seam account is connected, the lock is already added, or Seam cannot put access codes on it (`locks.device-cannot-program-codes`)',
      ...seamFailed,
    }),
  },
});
export const receiveSeamWebhookRoute = defineRoute({
  callers: anyone, operationId: 'receiveSeamWebhook', method: 'post', path: '/webhooks/seam/{token}', tags: ['webhooks'],
  summary: "Seam's webhook for one workspace's account (the address shown on /smart-locks), verified with the signing secret saved for it; each delivery applied once",
  request: { params: z.object({ token: param('token') }) },
  responses: {
    200: json(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Applied, or a delivery applied before (`duplicate`)'),
    ...errors([400, 401, 404], { 400: 'Unreadable delivery', 401: 'Bad or missing signature, or no signing secret saved: nothing changed', 404: 'No webhook at this address' }),
  },
});

/** Seam's webhook takes cross-site writes (each delivery is signed); the same-origin guard skips it. */
export const LOCKS_WEBHOOK_PATHS = ['/api/webhooks/seam/'];

export function locksRoutes(deps: LocksDeps) {
  return createRouter()
    .openapi(listLocksRoute, async (c) => c.json(await listLocksOverview(deps, c.get('actor')), 200))
    .openapi(addVirtualLockRoute, async (c) => {
      const input = c.req.valid('json');
      const lock = await addVirtualLock(deps, c.get('actor'), { ...input, failureRate: VIRTUAL_LOCK_REFUSAL_RATES[input.refusals] });
      return c.json({ id: lock.id, name: lock.name }, 201);
    })
    .openapi(lockDoorRoute, async (c) => c.json(await operateLock(deps, c.get('actor'), c.req.valid('param').lockId, 'lock'), 200))
    .openapi(unlockDoorRoute, async (c) => c.json(await operateLock(deps, c.get('actor'), c.req.valid('param').lockId, 'unlock'), 200))
    .openapi(enterKeypadCodeRoute, async (c) => c.json(await enterKeypadCode(deps, c.get('actor'), c.req.valid('param').lockId, c.req.valid('json').code), 200))
    .openapi(listLockCodesRoute, async (c) => c.json(await listLockCodes(deps, c.get('actor'), c.req.valid('param').lockId), 200))
    .openapi(addMaintenanceCodeRoute, async (c) => c.json(await addMaintenanceCode(deps, c.get('actor'), c.req.valid('param').lockId, c.req.valid('json')), 201))
    .openapi(replaceDoorCodeRoute, async (c) => c.json(await replaceDoorCode(deps, c.get('actor'), c.req.valid('param').doorCodeId, c.req.valid('json')), 200))
    .openapi(retryDoorCodeRoute, async (c) => c.json(await retryDoorCode(deps, c.get('actor'), c.req.valid('param').doorCodeId), 200))
    .openapi(removeDoorCodeRoute, async (c) => {
      await removeDoorCode(deps, c.get('actor'), c.req.valid('param').doorCodeId);
      return c.body(null, 204);
    })
    .openapi(updateLockSettingsRoute, async (c) => {
      await updateLockSettings(deps, c.get('actor'), c.req.valid('param').lockId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(getSeamAccountRoute, async (c) => c.json(await getSeamAccount(deps, c.get('actor')), 200))
    .openapi(connectSeamAccountRoute, async (c) => c.json(await connectSeamAccount(deps, c.get('actor'), c.req.valid('json')), 200))
    .openapi(disconnectSeamAccountRoute, async (c) => c.json(await disconnectSeamAccount(deps, c.get('actor')), 200))
    .openapi(saveSeamWebhookSecretRoute, async (c) => c.json(await saveSeamWebhookSecret(deps, c.get('actor'), c.req.valid('json').webhookSecret), 200))
    .openapi(startSeamConnectWebviewRoute, async (c) => c.json(await startSeamConnectWebview(deps, c.get('actor')), 200))
    .openapi(getSeamConnectWebviewRoute, async (c) => c.json(await getSeamConnectWebview(deps, c.get('actor')), 200))
    .openapi(listSeamDevicesRoute, async (c) => c.json({ devices: await listSeamDevices(deps, c.get('actor')) }, 200))
    .openapi(addSeamLockRoute, async (c) => {
      const lock = await addSeamLock(deps, c.get('actor'), c.req.valid('json'));
      return c.json({ id: lock.id, name: lock.name }, 201);
    })
    // After DELETE /locks/seam: the router takes the first path that matches.
    .openapi(removeLockRoute, async (c) => {
      await removeLock(deps, c.get('actor'), c.req.valid('param').lockId);
      return c.body(null, 204);
    })
    .openapi(receiveSeamWebhookRoute, async (c) => {
      const outcome = await receiveSeamWebhook(deps, c.req.valid('param').token, await c.req.text(), c.req.header());
      return c.json({ received: true as const, duplicate: outcome.duplicate }, 200);
    });
}
