import { z } from '@hono/zod-openapi';
import { PlatformMailboxInputSchema, PlatformMailboxSchema, PlatformMailboxStatusSchema, PlatformMailListSchema } from '@cohost/shared';
import { allowed, defineRoute } from '../../../platform/http/callers';
import { createRouter } from '../../../platform/http/create-app';
import { body, errors, json } from '../../../platform/http/route-helpers';
import { messagingErrors } from '../messaging.errors';
import type { MessagingDeps } from '../messaging.deps';
import { checkPlatformMailboxNow } from './mailbox/check-platform-mailbox-now';
import { connectPlatformMailbox } from './mailbox/connect-platform-mailbox';
import { disconnectPlatformMailbox } from './mailbox/disconnect-platform-mailbox';
import { getPlatformMailbox, listPlatformMail } from './mailbox/get-platform-mailbox';

const hostsOnly = allowed('messaging.manage', messagingErrors.hostsOnly);
const tags = ['platform mailbox'];
const routeErrors = errors([400, 401, 403], { 403: 'Hosts only (owner or manager)' });

export const getPlatformMailboxRoute = defineRoute({
  callers: hostsOnly, operationId: 'getPlatformMailbox', method: 'get', path: '/platform-mailbox', tags,
  summary: "The workspace's platform mailbox (Airbnb, Vrbo and Booking.com notifications): servers, state, last check; never its passwords",
  responses: { 200: json(PlatformMailboxStatusSchema, 'The mailbox, or null'), ...routeErrors },
});
export const connectPlatformMailboxRoute = defineRoute({
  callers: hostsOnly, operationId: 'connectPlatformMailbox', method: 'put', path: '/platform-mailbox', tags,
  summary: 'Connect (or change) the platform mailbox: IMAP and SMTP are tested first and nothing is saved when either refuses; passwords are sealed at rest (omit one to keep the saved password)',
  request: body(PlatformMailboxInputSchema),
  responses: { 200: json(PlatformMailboxSchema, 'Connected'), ...routeErrors, ...errors([422, 429, 502], { 422: 'A server refused the settings (the field is named)', 429: 'Too many connection tests this minute', 502: 'A server did not answer' }) },
});
export const disconnectPlatformMailboxRoute = defineRoute({
  callers: hostsOnly, operationId: 'disconnectPlatformMailbox', method: 'delete', path: '/platform-mailbox', tags,
  summary: 'Disconnect the platform mailbox: its passwords are deleted; conversations and messages stay',
  responses: { 204: { description: 'Disconnected' }, ...routeErrors },
});
export const listPlatformMailRoute = defineRoute({
  callers: hostsOnly, operationId: 'listPlatformMail', method: 'get', path: '/platform-mailbox/mail', tags,
  summary: 'The latest mail read from the platform mailbox, newest first, with what Cohost did with each (guest message, booking notice, ignored and why)',
  request: { query: z.object({ limit: z.coerce.number().int().min(1, 'limit is 1 to 200.').max(200, 'limit is 1 to 200.').default(50) }) },
  responses: { 200: json(PlatformMailListSchema, 'Mail'), ...routeErrors },
});
export const checkPlatformMailboxRoute = defineRoute({
  callers: hostsOnly, operationId: 'checkPlatformMailbox', method: 'post', path: '/platform-mailbox/check', tags,
  summary: 'Read the platform mailbox now (new mail since the last check)',
  responses: { 200: json(PlatformMailboxStatusSchema, 'Checked'), ...routeErrors, ...errors([404], { 404: 'No platform mailbox is connected' }) },
});

export function platformMailRoutes(deps: MessagingDeps) {
  return createRouter()
    .openapi(getPlatformMailboxRoute, async (c) => c.json(await getPlatformMailbox(deps, c.get('actor')), 200))
    .openapi(connectPlatformMailboxRoute, async (c) => c.json(await connectPlatformMailbox(deps, c.get('actor'), c.req.valid('json')), 200))
    .openapi(disconnectPlatformMailboxRoute, async (c) => {
      await disconnectPlatformMailbox(deps, c.get('actor'));
      return c.body(null, 204);
    })
    .openapi(listPlatformMailRoute, async (c) => c.json(await listPlatformMail(deps, c.get('actor'), c.req.valid('query')), 200))
    .openapi(checkPlatformMailboxRoute, async (c) => c.json(await checkPlatformMailboxNow(deps, c.get('actor')), 200));
}
