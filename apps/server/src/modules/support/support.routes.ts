import { createRoute, type z } from '@hono/zod-openapi';
import { ContactRequestInputSchema, ContactRequestReceiptSchema, ErrorResponseSchema, SiteInfoSchema } from '@cohost/shared';
import { createRouter } from '../../platform/http/create-app';
import { setResponseHeader } from '../../platform/http/response-headers';
import { clientKeyOf, resolveClientAddress } from './domain/client-key';
import type { SupportDeps } from './support.deps';
import { getSiteInfo } from './use-cases/get-site-info';
import { submitContactRequest } from './use-cases/submit-contact-request';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

export const getSiteInfoRoute = createRoute({
  operationId: 'getSiteInfo',
  method: 'get',
  path: '/support/site-info',
  tags: ['support'],
  summary: "Which landing page `/` shows, the team's contact address and the demo booking link",
  responses: { 200: json(SiteInfoSchema, 'This installation') },
});

export const submitContactRequestRoute = createRoute({
  operationId: 'submitContactRequest',
  method: 'post',
  path: '/support/contact',
  tags: ['support'],
  summary: 'Send a question or a demo request to the host team (stored, then emailed to SUPPORT_EMAIL)',
  request: { body: { content: { 'application/json': { schema: ContactRequestInputSchema } }, required: true } },
  responses: {
    201: json(ContactRequestReceiptSchema, 'Received'),
    400: json(ErrorResponseSchema, 'Invalid input'),
    429: json(ErrorResponseSchema, 'Too many requests from this address'),
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
      const account = await deps.identify(c.req.raw.headers);
      const receipt = await submitContactRequest(deps, c.req.valid('json'), { clientKey: clientKeyOf(address, deps.secret), account });
      return c.json(receipt, 201);
    });
}
