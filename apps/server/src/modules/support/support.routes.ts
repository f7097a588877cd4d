import { ContactRequestInputSchema, ContactRequestReceiptSchema, SiteInfoSchema } from '@cohost/shared';
import { anyone, anyoneIdentified, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { setResponseHeader } from '../../platform/http/response-headers';
import { body, errors, json } from '../../platform/http/route-helpers';
import { clientKeyOf, resolveClientAddress } from './domain/client-key';
import type { SupportDeps } from './support.deps';
import { getSiteInfo } from './use-cases/get-site-info';
import { submitContactRequest } from './use-cases/submit-contact-request';

export const getSiteInfoRoute = defineRoute({
  callers: anyone,
  operationId: 'getSiteInfo',
  method: 'get',
  path: '/support/site-info',
  tags: ['support'],
  summary: "Which landing page `/` shows, the team's contact address and the demo booking link",
  responses: { 200: json(SiteInfoSchema, 'This installation') },
});

export const submitContactRequestRoute = defineRoute({
  // Visitors write too; a signed-in sender's request is linked to their account.
  callers: anyoneIdentified,
  operationId: 'submitContactRequest',
  method: 'post',
  path: '/support/contact',
  tags: ['support'],
  summary: 'Send a question or a demo request to the host team (stored, then emailed to SUPPORT_EMAIL)',
  request: body(ContactRequestInputSchema),
  responses: {
    201: json(ContactRequestReceiptSchema, 'Received'),
    ...errors([400, 429], { 429: 'Too many requests from this address' }),
  },
});

export function supportRoutes(deps: SupportDeps) {
  return createRouter()
    .openapi(getSiteInfoRoute, (c) => {
      // Configuration changes only with a restart; a minute of caching spares every landing visit a request.
      setResponseHeader(c, 'Cache-Control', 'public, max-age=60');
      return c.json(getSiteInfo(deps), 200);
    })
    .openapi(submitContactRequestRoute, async (c) => {
      const address = resolveClientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), deps.trustProxy);
      const actor = c.get('actor');
      const account = actor ? { userId: actor.userId, workspaceId: actor.workspaceId } : null;
      const receipt = await submitContactRequest(deps, c.req.valid('json'), { clientKey: clientKeyOf(address, deps.secret), account });
      return c.json(receipt, 201);
    });
}
