import { SetupDismissInputSchema, SetupSchema } from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json } from '../../platform/http/route-helpers';
import type { SetupDeps } from './setup.deps';
import { setupErrors } from './setup.errors';
import { dismissSetup } from './use-cases/dismiss-setup';
import { getSetup } from './use-cases/get-setup';

const hosts = allowed('portfolio.read', setupErrors.hostsOnly);
const tags = ['setup'];

export const getSetupRoute = defineRoute({
  callers: hosts, operationId: 'getSetup', method: 'get', path: '/setup', tags,
  summary: "The setup checklist, computed from the workspace's own data: property, knowledge base, calendar, platform mailbox, lock, cleaner, autonomy mode; and whether this user hid it",
  responses: { 200: json(SetupSchema, 'The checklist'), ...errors([401, 403]) },
});

export const dismissSetupRoute = defineRoute({
  callers: hosts, operationId: 'dismissSetup', method: 'put', path: '/setup/dismissal', tags,
  summary: 'Hide the setup checklist for this user in this workspace, or show it again',
  request: body(SetupDismissInputSchema),
  responses: { 200: json(SetupSchema, 'The checklist'), ...errors([400, 401, 403]) },
});

export function setupRoutes(deps: SetupDeps) {
  return createRouter()
    .openapi(getSetupRoute, async (c) => c.json(await getSetup(deps, c.get('actor')), 200))
    .openapi(dismissSetupRoute, async (c) => c.json(await dismissSetup(deps, c.get('actor'), c.req.valid('json').dismissed), 200));
}
