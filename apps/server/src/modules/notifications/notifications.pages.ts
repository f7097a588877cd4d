import { Hono } from 'hono';
import { html } from 'hono/html';
import { isLoopbackAddress } from '../../platform/http/allowed-hosts';
import type { AppBindings } from '../../platform/http/app-env';
import { setResponseHeader } from '../../platform/http/response-headers';
import { DEV_OUTBOX_LIMIT } from './notifications.constants';
import type { NotificationsDeps } from './notifications.deps';
import { notificationsErrors } from './notifications.errors';
import { listOutbox, type ListOutboxFilter, type OutboxMessage } from './use-cases/list-outbox';

// A URL ends before whitespace, quotes or angle brackets, and not on trailing punctuation.
const URL_IN_TEXT = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/;

/**
 * The developer outbox (mounted only outside production with both dev providers): every message
 * the application queued. `/dev/outbox.json` serves the same list to tests and journeys; both
 * take `?to=` and `?template=` filters. Only clients on this machine are served, judged by the
 * socket's peer address (never X-Forwarded-For, which a client writes).
 */
export function notificationsPages(deps: Pick<NotificationsDeps, 'db'>) {
  const pages = new Hono<AppBindings>();
  pages.use('/dev/outbox*', (c, next) => {
    if (!isLoopbackAddress(c.env?.incoming?.socket.remoteAddress)) throw notificationsErrors.outboxLocalOnly();
    return next();
  });
  const filterOf = (query: Record<string, string>): ListOutboxFilter => ({
    ...(query.to ? { to: query.to } : {}),
    ...(query.template ? { template: query.template } : {}),
  });

  pages.get('/dev/outbox', async (c) => {
    const messages = await listOutbox(deps, filterOf(c.req.query()));
    setResponseHeader(c, 'Cache-Control', 'no-store');
    return c.html(renderOutboxPage(messages));
  });
  pages.get('/dev/outbox.json', async (c) => {
    const messages = await listOutbox(deps, filterOf(c.req.query()));
    setResponseHeader(c, 'Cache-Control', 'no-store');
    return c.json({ messages });
  });
  return pages;
}

/** Text with its http(s) links made clickable; everything else escaped. */
export function linkify(text: string) {
  return text.split(URL_IN_TEXT).map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}

function renderOutboxPage(messages: OutboxMessage[]) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · Cohost</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1f2328; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  article { background: #fff; border: 1px solid #d8dee4; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  header { display: flex; flex-wrap: wrap; gap: .25rem 1rem; align-items: baseline; }
  h2 { font-size: 1rem; margin: 0; }
  .meta { color: #59636e; font-size: .85rem; }
  .tag { font-size: .75rem; font-weight: 600; text-transform: uppercase; padding: 0 .4rem; border-radius: 4px; background: #eef1f4; }
  .failed { background: #ffebe9; color: #a40e26; }
  .sent { background: #dafbe1; color: #116329; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; background: #f6f8fa; padding: .75rem; border-radius: 6px; margin: .75rem 0 0; }
  details { margin-top: .75rem; }
  iframe { width: 100%; height: 24rem; border: 1px solid #d8dee4; border-radius: 6px; background: #fff; }
</style>
</head>
<body>
<main>
  <h1>Dev outbox</h1>
  <p class="meta">The latest ${DEV_OUTBOX_LIMIT} emails and text messages, newest first. Without SMTP_URL or the Twilio
    credentials nothing leaves this machine: this page is where messages arrive. Not available in production.</p>
  ${messages.length === 0 ? html`<p>No messages yet.</p>` : messages.map(renderMessage)}
</main>
</body>
</html>`;
}

function renderMessage(message: OutboxMessage) {
  return html`<article>
  <header>
    <span class="tag">${message.channel}</span>
    <h2>${message.subject ?? message.template}</h2>
    <span class="tag ${message.status}">${message.status}</span>
  </header>
  <p class="meta">to ${message.to} · ${message.template} · ${formatTime(message.createdAt)}${message.provider ? ` · via ${message.provider}` : ''}${
    message.attempts > 1 ? ` · ${message.attempts} attempts` : ''
  }${message.lastError ? ` · last error: ${message.lastError}` : ''}</p>
  <pre>${linkify(message.text)}</pre>
  ${message.html
    ? html`<details><summary>HTML part</summary><iframe sandbox title="HTML part" srcdoc="${message.html}"></iframe></details>`
    : ''}
</article>`;
}

function formatTime(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}
