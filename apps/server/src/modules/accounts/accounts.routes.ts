import { Hono } from 'hono';
import { platformErrors } from '../../platform/errors/app-error';
import type { AppBindings } from '../../platform/http/app-env';
import { assertNoControlCharacters } from '../../platform/text/control-characters';
import type { SessionAnswers } from './auth/session-answers';
import { resolveClientIp, withClientIp } from './domain/client-ip';

/**
 * better-auth's own endpoints under /api/auth (sign-up, sign-in, phone codes, two-factor,
 * sessions, workspaces). The client address is put in a header of ours, replacing any value a
 * client sent, so rate limits key on the real sender. A JSON body is read first and refused like
 * our routes' when a string in it holds a control character (the query string is checked for
 * every route by createApp). A signed-in `get-session` that asked before is answered from
 * memory, exactly as better-auth answered it (`auth/session-answers.ts`).
 */
export function authRoutes(auth: SessionAnswers, options: { trustProxy: boolean }) {
  return new Hono<AppBindings>().on(['GET', 'POST'], '/auth/*', async (c) => {
    const kept = auth.find(c.req.raw);
    if (kept) return kept;
    const ip = resolveClientIp(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), options.trustProxy);
    const headers = withClientIp(c.req.raw.headers, ip);
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.text();
    if (body && /json/i.test(c.req.header('content-type') ?? '')) assertNoControlCharacters(parseJson(body));
    const request = new Request(c.req.raw.url, { method: c.req.method, headers, ...(body === undefined ? {} : { body }) });
    return auth.answer(request);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw platformErrors.malformedJson();
  }
}
