import { z } from '@hono/zod-openapi';
import {
  AddMaintenanceCodeInputSchema,
  AddVirtualLockInputSchema,
  DoorCodeViewSchema,
  LockCardSchema,
  LockCodesSchema,
  LockSettingsInputSchema,
  LocksOverviewSchema,
  ReplaceDoorCodeInputSchema,
  VIRTUAL_LOCK_REFUSAL_RATES,
} from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import type { LocksDeps } from './locks.deps';
import { locksErrors } from './locks.errors';
import { addMaintenanceCode } from './use-cases/add-maintenance-code';
import { addVirtualLock } from './use-cases/add-virtual-lock';
import { enterKeypadCode } from './use-cases/enter-keypad-code';
import { listLockCodes } from './use-cases/list-lock-codes';
import { listLocksOverview } from './use-cases/list-locks';
import { operateLock } from './use-cases/operate-lock';
import { removeDoorCode } from './use-cases/remove-door-code';
import { replaceDoorCode } from './use-cases/replace-door-code';
import { retryDoorCode } from './use-cases/retry-door-code';
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
    });
}
