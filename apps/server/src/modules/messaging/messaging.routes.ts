import { z } from '@hono/zod-openapi';
import {
  ConversationDetailSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationMessageSchema,
  ConversationSummarySchema,
  EditScheduledMessageInputSchema,
  GuestHumanInputSchema,
  GuestLinkSchema,
  GuestMessageInputSchema,
  GuestMessagesSchema,
  GuestPageSchema,
  MessageTemplateListSchema,
  MessageTemplateSchema,
  SaveMessageTemplateInputSchema,
  ScheduledMessageListSchema,
  ScheduledMessageSchema,
  SendHostMessageInputSchema,
  SendSuggestionInputSchema,
  SetAiPausedInputSchema,
  TryCoHostAnswerSchema,
  TryCoHostInputSchema,
} from '@cohost/shared';
import { allowed, anyone, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import { messagingErrors } from './messaging.errors';
import type { MessagingDeps } from './messaging.deps';
import { markConversationHandled } from './use-cases/mark-conversation-handled';
import { setAiPaused } from './use-cases/set-ai-paused';
import { markConversationRead } from './use-cases/mark-conversation-read';
import { discardSuggestion } from './use-cases/discard-suggestion';
import { sendSuggestionAsHost } from './use-cases/send-suggestion-as-host';
import { rotateGuestLink } from './use-cases/rotate-guest-link';
import { getGuestLink } from './use-cases/get-guest-link';
import { requestHuman } from './use-cases/request-human';
import { postGuestMessage } from './use-cases/post-guest-message';
import { getGuestPage } from './use-cases/get-guest-page';
import { listConversationsFor } from './use-cases/list-conversations-for';
import { getConversation } from './use-cases/get-conversation';
import { saveMessageTemplate } from './use-cases/save-message-template';
import { listMessageTemplates } from './use-cases/list-message-templates';
import { receiveInboundEmail } from './use-cases/receive-inbound-email';
import { receiveInboundSms } from './use-cases/receive-inbound-sms';
import { listScheduledMessages } from './use-cases/list-scheduled-messages';
import { editScheduledMessage } from './use-cases/edit-scheduled-message';
import { sendHostMessage } from './use-cases/send-host-message';
import { openStayConversation } from './use-cases/open-stay-conversation';
import { tryCoHost } from './use-cases/try-co-host';

const routeErrors = errors([400, 401, 403, 404], { 403: 'Hosts only (owner or manager)' });
const guestErrors = errors([400, 404], { 404: 'The link is not valid (any more)' });
const conflict = errors([409], { 409: 'Already sent or discarded, or changed since it was read' });
const platformRefusals = errors([422], { 422: 'The platform thread cannot take it: no relay address or no platform mailbox (`details` names `channel`), or contact details on an inquiry (`details` names `body`)' });
// The inbox is the hosts' (owner, manager); a cleaner gets messaging's own 403. Guests and webhooks need no account.
const hostsOnly = allowed('messaging.manage', messagingErrors.hostsOnly);
const conversationParams = z.object({ conversationId: param('conversationId') });
const suggestionParams = z.object({ conversationId: param('conversationId'), messageId: param('messageId') });
const reservationParams = z.object({ reservationId: param('reservationId') });
const tokenParams = z.object({ token: param('token') });
const tags = ['messaging'];
const guestTags = ['guest page'];
const form = z.record(z.string(), z.string());
const formBody = { body: { content: { 'application/x-www-form-urlencoded': { schema: form }, 'multipart/form-data': { schema: form } }, required: true } };

export const listConversationsRoute = defineRoute({
  callers: hostsOnly, operationId: 'listConversations', method: 'get', path: '/conversations', tags,
  summary: 'The inbox: conversations needing a person first, then the latest; search by guest, property or text',
  request: { query: ConversationListQuerySchema },
  responses: { 200: json(ConversationListSchema, 'Conversations and counts'), ...routeErrors },
});
export const getConversationRoute = defineRoute({
  callers: hostsOnly, operationId: 'getConversation', method: 'get', path: '/conversations/{conversationId}', tags,
  summary: 'One conversation with its messages (guest, co-host suggestions and replies, team)',
  request: { params: conversationParams },
  responses: { 200: json(ConversationDetailSchema, 'The conversation'), ...routeErrors },
});
export const markConversationReadRoute = defineRoute({
  callers: hostsOnly, operationId: 'markConversationRead', method: 'post', path: '/conversations/{conversationId}/read', tags,
  summary: "The host opened the conversation: its guest messages are read",
  request: { params: conversationParams },
  responses: { 204: { description: 'Read' }, ...routeErrors },
});
export const sendHostMessageRoute = defineRoute({
  callers: hostsOnly, operationId: 'sendHostMessage', method: 'post', path: '/conversations/{conversationId}/messages', tags,
  summary: 'Write to the guest (guest page, and email, text message or the platform thread)',
  request: { params: conversationParams, ...body(SendHostMessageInputSchema) },
  responses: { 201: json(ConversationMessageSchema, 'Sent'), ...routeErrors, ...platformRefusals },
});
export const sendSuggestionRoute = defineRoute({
  callers: hostsOnly, operationId: 'sendSuggestion', method: 'post', path: '/conversations/{conversationId}/suggestions/{messageId}/send', tags,
  summary: "Send a co-host 'Suggestion', as it is or edited (approves its waiting action)",
  request: { params: suggestionParams, ...body(SendSuggestionInputSchema) },
  responses: { 200: json(ConversationMessageSchema, 'Sent'), ...routeErrors, ...conflict, ...platformRefusals },
});
export const discardSuggestionRoute = defineRoute({
  callers: hostsOnly, operationId: 'discardSuggestion', method: 'post', path: '/conversations/{conversationId}/suggestions/{messageId}/discard', tags,
  summary: "Throw a co-host 'Suggestion' away (denies its waiting action)",
  request: { params: suggestionParams, ...body(z.object({ version: z.number({ error: 'Send the version of the suggestion you saw.' }).int().min(1) })) },
  responses: { 204: { description: 'Discarded' }, ...routeErrors, ...conflict },
});
export const setAiPausedRoute = defineRoute({
  callers: hostsOnly, operationId: 'setConversationAi', method: 'put', path: '/conversations/{conversationId}/ai', tags,
  summary: "'AI Active' for one conversation: paused, the co-host only drafts",
  request: { params: conversationParams, ...body(SetAiPausedInputSchema) },
  responses: { 200: json(ConversationSummarySchema, 'The conversation'), ...routeErrors },
});
export const markHandledRoute = defineRoute({
  callers: hostsOnly, operationId: 'markConversationHandled', method: 'post', path: '/conversations/{conversationId}/handled', tags,
  summary: "A person dealt with it: the conversation leaves 'Needs human'",
  request: { params: conversationParams },
  responses: { 200: json(ConversationSummarySchema, 'The conversation'), ...routeErrors },
});
export const openStayConversationRoute = defineRoute({
  callers: hostsOnly, operationId: 'openStayConversation', method: 'post', path: '/reservations/{reservationId}/conversation', tags,
  summary: "The stay's conversation (created if need be): 'Message guest'",
  request: { params: reservationParams },
  responses: { 200: json(ConversationSummarySchema, 'The conversation'), ...routeErrors },
});
export const getGuestLinkRoute = defineRoute({
  callers: hostsOnly, operationId: 'getGuestLink', method: 'get', path: '/reservations/{reservationId}/guest-link', tags,
  summary: "The stay's private guest page link",
  request: { params: reservationParams },
  responses: { 200: json(GuestLinkSchema, 'The link'), ...routeErrors },
});
export const rotateGuestLinkRoute = defineRoute({
  callers: hostsOnly, operationId: 'rotateGuestLink', method: 'post', path: '/reservations/{reservationId}/guest-link/rotate', tags,
  summary: 'A new guest page link: the old one stops working at once',
  request: { params: reservationParams },
  responses: { 200: json(GuestLinkSchema, 'The new link'), ...routeErrors },
});
export const listScheduledMessagesRoute = defineRoute({
  callers: hostsOnly, operationId: 'listScheduledMessages', method: 'get', path: '/reservations/{reservationId}/scheduled-messages', tags,
  summary: "The stay's scheduled messages: when, what text, and what became of each",
  request: { params: reservationParams },
  responses: { 200: json(ScheduledMessageListSchema, 'Scheduled messages'), ...routeErrors },
});
export const editScheduledMessageRoute = defineRoute({
  callers: hostsOnly, operationId: 'editScheduledMessage', method: 'put', path: '/reservations/{reservationId}/scheduled-messages/{trigger}', tags,
  summary: "Change, cancel or restore one of the stay's scheduled messages before it goes out",
  request: { params: z.object({ reservationId: param('reservationId'), trigger: param('trigger') }), ...body(EditScheduledMessageInputSchema) },
  responses: { 200: json(ScheduledMessageSchema, 'The scheduled message'), ...routeErrors, ...errors([409], { 409: 'Already sent' }) },
});
export const listMessageTemplatesRoute = defineRoute({
  callers: hostsOnly, operationId: 'listMessageTemplates', method: 'get', path: '/message-templates', tags,
  summary: 'The scheduled messages’ templates and the variables they may use',
  responses: { 200: json(MessageTemplateListSchema, 'Templates'), ...routeErrors },
});
export const saveMessageTemplateRoute = defineRoute({
  callers: hostsOnly, operationId: 'saveMessageTemplate', method: 'put', path: '/message-templates/{trigger}', tags,
  summary: 'Turn a scheduled message on or off and change its text',
  request: { params: z.object({ trigger: param('trigger') }), ...body(SaveMessageTemplateInputSchema) },
  responses: { 200: json(MessageTemplateSchema, 'Saved'), ...routeErrors },
});
export const getGuestPageRoute = defineRoute({
  callers: anyone, operationId: 'getGuestPage', method: 'get', path: '/guest/{token}', tags: guestTags,
  summary: "A guest's page for their stay (no account: the private link is the key)",
  request: { params: tokenParams },
  responses: { 200: json(GuestPageSchema, 'The guest page'), ...guestErrors },
});
export const postGuestMessageRoute = defineRoute({
  callers: anyone, operationId: 'postGuestMessage', method: 'post', path: '/guest/{token}/messages', tags: guestTags,
  summary: 'The guest writes to the host and the co-host',
  request: { params: tokenParams, ...body(GuestMessageInputSchema) },
  responses: { 200: json(GuestMessagesSchema, "The guest's message and any reply already sent"), ...guestErrors, ...errors([429], { 429: 'Too many messages' }) },
});
export const requestHumanRoute = defineRoute({
  callers: anyone, operationId: 'requestHuman', method: 'post', path: '/guest/{token}/human', tags: guestTags,
  summary: "'Talk to a human': the host is alerted and answers",
  request: { params: tokenParams, ...body(GuestHumanInputSchema) },
  responses: { 200: json(GuestMessagesSchema, "The guest's request"), ...guestErrors, ...errors([429], { 429: 'Too many messages' }) },
});
export const receiveInboundEmailRoute = defineRoute({
  callers: anyone, operationId: 'receiveInboundEmail', method: 'post', path: '/webhooks/email/inbound', tags: ['webhooks'],
  summary: "A guest's email reply (Mailgun routes format; signed with INBOUND_EMAIL_SIGNING_KEY)",
  request: formBody,
  responses: {
    200: json(z.object({ status: z.enum(['accepted', 'duplicate', 'ignored']) }), 'Taken (ignored: no conversation has that address)'),
    ...errors([400, 401, 404], { 400: 'A field holds control characters', 401: 'Bad signature', 404: 'Inbound email is off' }),
  },
});
export const receiveInboundSmsRoute = defineRoute({
  callers: anyone, operationId: 'receiveInboundSms', method: 'post', path: '/webhooks/twilio/sms', tags: ['webhooks'],
  summary: "A guest's text message (Twilio webhook; signed with TWILIO_AUTH_TOKEN); answers empty TwiML",
  request: formBody,
  responses: {
    200: { description: 'Taken (empty TwiML)', content: { 'text/xml': { schema: z.string() } } },
    ...errors([400, 401, 404], { 400: 'A field holds control characters', 401: 'Bad signature', 404: 'SMS is off' }),
  },
});

/** Webhook paths take cross-site writes (they are signed); the same-origin guard skips them. */
export const MESSAGING_WEBHOOK_PATHS = ['/api/webhooks/email/', '/api/webhooks/twilio/'];

export const tryCoHostRoute = defineRoute({
  callers: hostsOnly, operationId: 'tryCoHost', method: 'post', path: '/co-host/try', tags,
  summary: "Try the co-host: what it would answer a sample guest question from a property's knowledge base, and whether it would hand over to you (a dry run: nothing sent or stored; 20 a minute)",
  request: body(TryCoHostInputSchema),
  responses: { 200: json(TryCoHostAnswerSchema, 'What the co-host would answer'), ...routeErrors, ...errors([429], { 429: 'Too many sample questions in a minute' }) },
});

export function messagingRoutes(deps: MessagingDeps) {
  return createRouter()
    .openapi(tryCoHostRoute, async (c) => c.json(await tryCoHost(deps, c.get('actor'), c.req.valid('json')), 200))
    .openapi(listConversationsRoute, async (c) => c.json(await listConversationsFor(deps, c.get('actor'), c.req.valid('query')), 200))
    .openapi(getConversationRoute, async (c) => c.json(await getConversation(deps, c.get('actor'), c.req.valid('param').conversationId), 200))
    .openapi(markConversationReadRoute, async (c) => {
      await markConversationRead(deps, c.get('actor'), c.req.valid('param').conversationId);
      return c.body(null, 204);
    })
    .openapi(sendHostMessageRoute, async (c) => c.json(await sendHostMessage(deps, c.get('actor'), c.req.valid('param').conversationId, c.req.valid('json')), 201))
    .openapi(sendSuggestionRoute, async (c) => {
      const { conversationId, messageId } = c.req.valid('param');
      return c.json(await sendSuggestionAsHost(deps, c.get('actor'), conversationId, messageId, c.req.valid('json')), 200);
    })
    .openapi(discardSuggestionRoute, async (c) => {
      const { conversationId, messageId } = c.req.valid('param');
      await discardSuggestion(deps, c.get('actor'), conversationId, messageId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(setAiPausedRoute, async (c) => c.json(await setAiPaused(deps, c.get('actor'), c.req.valid('param').conversationId, c.req.valid('json').paused), 200))
    .openapi(markHandledRoute, async (c) => c.json(await markConversationHandled(deps, c.get('actor'), c.req.valid('param').conversationId), 200))
    .openapi(openStayConversationRoute, async (c) => c.json(await openStayConversation(deps, c.get('actor'), c.req.valid('param').reservationId), 200))
    .openapi(getGuestLinkRoute, async (c) => c.json(await getGuestLink(deps, c.get('actor'), c.req.valid('param').reservationId), 200))
    .openapi(rotateGuestLinkRoute, async (c) => c.json(await rotateGuestLink(deps, c.get('actor'), c.req.valid('param').reservationId), 200))
    .openapi(listScheduledMessagesRoute, async (c) =>
      c.json({ items: await listScheduledMessages(deps, c.get('actor'), c.req.valid('param').reservationId) }, 200),
    )
    .openapi(editScheduledMessageRoute, async (c) => {
      const { reservationId, trigger } = c.req.valid('param');
      return c.json(await editScheduledMessage(deps, c.get('actor'), reservationId, trigger, c.req.valid('json')), 200);
    })
    .openapi(listMessageTemplatesRoute, async (c) => c.json(await listMessageTemplates(deps, c.get('actor')), 200))
    .openapi(saveMessageTemplateRoute, async (c) => c.json(await saveMessageTemplate(deps, c.get('actor'), c.req.valid('param').trigger, c.req.valid('json')), 200))
    .openapi(getGuestPageRoute, async (c) => {
      c.header('cache-control', 'no-store');
      // The link is the key: it must not leak to other sites through the Referer header.
      c.header('referrer-policy', 'no-referrer');
      return c.json(await getGuestPage(deps, c.req.valid('param').token), 200);
    })
    .openapi(postGuestMessageRoute, async (c) => c.json(await postGuestMessage(deps, c.req.valid('param').token, c.req.valid('json').body), 200))
    .openapi(requestHumanRoute, async (c) => c.json(await requestHuman(deps, c.req.valid('param').token, c.req.valid('json').body), 200))
    .openapi(receiveInboundEmailRoute, async (c) => c.json({ status: await receiveInboundEmail(deps, c.req.valid('form')) }, 200))
    .openapi(receiveInboundSmsRoute, async (c) => {
      await receiveInboundSms(deps, c.req.valid('form'), c.req.header('x-twilio-signature') ?? null);
      return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, { 'content-type': 'text/xml' });
    });
}
