import { z } from '@hono/zod-openapi';
import { AddVirtualLockInputSchema, LockCardSchema, LockSettingsInputSchema, LocksOverviewSchema } from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import type { LocksDeps } from './locks.deps';
import { locksErrors } from './locks.errors';
import { addVirtualLock } from './use-cases/add-virtual-lock';
import { enterKeypadCode } from './use-cases/enter-keypad-code';
import { listLocksOverview } from './use-cases/list-locks';
import { operateLock } from './use-cases/operate-lock';
import { updateLockSettings } from './use-cases/update-lock-settings';

const readers = allowed('locks.read', locksErrors.hostsOnly);
const managers = allowed('locks.manage', locksErrors.hostsOnly);
const tags = ['locks'];
const lockParams = z.object({ lockId: param('lockId') });
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

export function locksRoutes(deps: LocksDeps) {
  return createRouter()
    .openapi(listLocksRoute, async (c) => c.json(await listLocksOverview(deps, c.get('actor')), 200))
    .openapi(addVirtualLockRoute, async (c) => {
      const lock = await addVirtualLock(deps, c.get('actor'), c.req.valid('json'));
      return c.json({ id: lock.id, name: lock.name }, 201);
    })
    .openapi(lockDoorRoute, async (c) => c.json(await operateLock(deps, c.get('actor'), c.req.valid('param').lockId, 'lock'), 200))
    .openapi(unlockDoorRoute, async (c) => c.json(await operateLock(deps, c.get('actor'), c.req.valid('param').lockId, 'unlock'), 200))
    .openapi(enterKeypadCodeRoute, async (c) => c.json(await enterKeypadCode(deps, c.get('actor'), c.req.valid('param').lockId, c.req.valid('json').code), 200))
    .openapi(updateLockSettingsRoute, async (c) => {
      await updateLockSettings(deps, c.get('actor'), c.req.valid('param').lockId, c.req.valid('json'));
      return c.body(null, 204);
    });
}
