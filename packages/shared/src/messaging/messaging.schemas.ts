import { z } from 'zod';

/** Who wrote a message: the guest, the co-host, a person of the host's team, or Cohost itself (a scheduled message). */
export const MESSAGE_AUTHORS = ['guest', 'ai', 'host', 'system'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];
/**
 * Where a message came in or went out. `airbnb`, `vrbo` and `booking` are the platforms' own
 * message threads, reached through their email relays over the workspace's platform mailbox.
 */
export const MESSAGE_CHANNELS = ['guest-page', 'email', 'sms', 'airbnb', 'vrbo', 'booking'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** The platforms whose guest threads Cohost reaches through their email relays. */
export const PLATFORM_CHANNELS = ['airbnb', 'vrbo', 'booking'] as const;
export type PlatformChannel = (typeof PLATFORM_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  'guest-page': 'Guest page',
  email: 'Email',
  sms: 'SMS',
  airbnb: 'Airbnb',
  vrbo: 'Vrbo',
  booking: 'Booking.com',
};
export function isPlatformChannel(channel: string): channel is PlatformChannel {
  return (PLATFORM_CHANNELS as readonly string[]).includes(channel);
}
/**
 * What became of an outgoing message, honestly: `queued` (waiting in an outbox), `sent` (the
 * email or SMS provider accepted it), `relayed` (the host's mail server accepted it for the
 * platform's relay address), `on-page` (on the guest page, where this guest writes to us),
 * `failed` (with why), `no-channel` (only on a guest page this guest does not know: the fix is
 * to connect the platform mailbox or add the guest's email or phone).
 */
export const MESSAGE_DELIVERY_STATES = ['queued', 'sent', 'relayed', 'on-page', 'failed', 'no-channel'] as const;
export type MessageDeliveryState = (typeof MESSAGE_DELIVERY_STATES)[number];
export const MessageDeliverySchema = z
  .object({
    state: z.enum(MESSAGE_DELIVERY_STATES),
    /** Failed: why; no-channel: the fix; relayed: the relay address it went to. */
    detail: z.string().nullable(),
  })
  .meta({ id: 'MessageDelivery' });
export type MessageDelivery = z.infer<typeof MessageDeliverySchema>;
/**
 * `received` (a guest's), `suggestion` (a co-host draft waiting for the host), `sent`,
 * `discarded` (a suggestion the host threw away), `failed` (the channel refused it).
 */
export const MESSAGE_STATUSES = ['received', 'suggestion', 'sent', 'discarded', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_URGENCIES = ['low', 'normal', 'high', 'critical'] as const;
export type MessageUrgency = (typeof MESSAGE_URGENCIES)[number];
export const GUEST_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type GuestLanguageCode = (typeof GUEST_LANGUAGES)[number];
export const GUEST_LANGUAGE_LABELS: Record<GuestLanguageCode, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };

export const MESSAGE_BODY_MAX = 4000;
/** The guest page's chat: messages a guest may send per minute (then a 429 with the wait). */
export const GUEST_MESSAGES_PER_MINUTE = 10;

const messageBody = z
  .string({ error: 'Write a message.' })
  .trim()
  .min(1, 'Write a message.')
  .max(MESSAGE_BODY_MAX, `Keep the message under ${MESSAGE_BODY_MAX} characters.`);

/** What the co-host read from a guest's message. */
export const MessageTriageSchema = z
  .object({
    /** Topics, most confident first (wifi, parking, complaint…). */
    intents: z.array(z.string()),
    needsHuman: z.boolean(),
    urgency: z.enum(MESSAGE_URGENCIES),
    language: z.enum(GUEST_LANGUAGES),
    confidence: z.number(),
    /** The message tried to instruct the co-host: treated as data. */
    injection: z.boolean(),
    /** A hazard with nobody in danger now (an alarm chirping, a question about the fire pit): the host is paged until they acknowledge. */
    possibleDanger: z.boolean().optional(),
    /** Someone other than the booking's guest, or asking for someone else (a claimed identity, another unit, guest or date): refused and escalated. */
    otherParty: z.boolean().optional(),
    /** Why a person answers, one line each ("asks about the door code for someone else", "mentions a problem in passing"); empty when the co-host answers alone. */
    reasons: z.array(z.string()).optional(),
  })
  .meta({ id: 'MessageTriage' });
export type MessageTriage = z.infer<typeof MessageTriageSchema>;

export const ConversationMessageSchema = z
  .object({
    id: z.string(),
    author: z.enum(MESSAGE_AUTHORS),
    /** The person's name for host messages, 'Cohost' for the co-host, the guest's name. */
    authorName: z.string(),
    channel: z.enum(MESSAGE_CHANNELS),
    body: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
    /** Guest messages: what the co-host read. */
    triage: MessageTriageSchema.nullable(),
    /** Suggestions: the waiting approval (approve / edit / discard go through it) and its version. */
    approvalId: z.string().nullable(),
    approvalVersion: z.number().int().nullable(),
    /** Co-host messages: why it was sent or why it waits (the policy's words). */
    reason: z.string().nullable(),
    /** Co-host messages: the knowledge-base facts it used (e.g. wifiPassword). */
    facts: z.array(z.string()),
    /** Scheduled messages: the template's trigger (e.g. check-in-instructions). */
    trigger: z.string().nullable(),
    /** Outgoing messages that left (status sent or failed): what became of them; null for the guest's and for drafts. */
    delivery: MessageDeliverySchema.nullable(),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

export const ConversationSummarySchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    propertyName: z.string(),
    /** The property's IANA time zone: the stay's times are shown in it. */
    propertyTimezone: z.string(),
    reservationId: z.string().nullable(),
    guestName: z.string(),
    /** Stay dates (YYYY-MM-DD), when the conversation belongs to a stay. */
    checkInDate: z.string().nullable(),
    checkOutDate: z.string().nullable(),
    language: z.enum(GUEST_LANGUAGES),
    lastMessageAt: z.iso.datetime(),
    lastMessagePreview: z.string(),
    lastMessageAuthor: z.enum(MESSAGE_AUTHORS),
    /** Guest messages the host has not opened yet. */
    unreadCount: z.number().int(),
    /** A person must answer (the guest asked for one, a complaint, safety…), until the host marks it handled. */
    needsHuman: z.boolean(),
    urgency: z.enum(MESSAGE_URGENCIES),
    /** The co-host does not answer this conversation on its own ('AI Active' off). */
    aiPaused: z.boolean(),
    /** Co-host drafts waiting for the host. */
    pendingSuggestions: z.number().int(),
    /** The platform whose message thread this conversation is (its relay), else null. */
    platform: z.enum(PLATFORM_CHANNELS).nullable(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const CONVERSATION_FILTERS = ['all', 'needs-human', 'unread'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

export const ConversationListQuerySchema = z.object({
  /** Matches the guest's name, the property's name and message text. */
  search: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  filter: z.enum(CONVERSATION_FILTERS, { error: "Choose 'all', 'needs-human' or 'unread'." }).default('all'),
  propertyId: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ConversationListSchema = z
  .object({
    items: z.array(ConversationSummarySchema),
    counts: z.object({ all: z.number().int(), needsHuman: z.number().int(), unread: z.number().int() }),
  })
  .meta({ id: 'ConversationList' });
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const ConversationReachSchema = z
  .object({
    /** The channels a reply can go out on now ('guest-page' is always listed; the guest may not know it). */
    channels: z.array(z.enum(MESSAGE_CHANNELS)),
    /** Where 'auto' sends the next reply. */
    replyChannel: z.enum(MESSAGE_CHANNELS),
    /** The platform thread's relay address replies go to, when known. */
    relayAddress: z.string().nullable(),
    /** When no channel reaches the guest: what to do (connect the platform mailbox, add an email or phone). */
    noChannelFix: z.string().nullable(),
    /** The platform's rules for this thread, in words (Booking.com's reply window, no links before confirmation…). */
    limits: z.array(z.string()),
  })
  .meta({ id: 'ConversationReach' });
export type ConversationReach = z.infer<typeof ConversationReachSchema>;

export const ConversationDetailSchema = z
  .object({
    conversation: ConversationSummarySchema,
    guestEmail: z.string(),
    guestPhone: z.string(),
    /** The guest's private page, when the conversation belongs to a stay. */
    guestLink: z.string().nullable(),
    /** Oldest first. */
    messages: z.array(ConversationMessageSchema),
    /** How a reply reaches this guest. */
    reach: ConversationReachSchema,
  })
  .meta({ id: 'ConversationDetail' });
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

export const SEND_CHANNELS = ['auto', 'guest-page', 'email', 'sms', 'platform'] as const;
export const SendHostMessageInputSchema = z
  .object({
    body: messageBody,
    /** `auto`: the channel the guest last wrote on (always also on the guest page). */
    channel: z.enum(SEND_CHANNELS, { error: 'Choose how to send: auto, guest-page, email, sms or platform.' }).default('auto'),
  })
  .meta({ id: 'SendHostMessageInput' });

export const SendSuggestionInputSchema = z
  .object({
    version: z.number({ error: 'Send the version of the suggestion you saw.' }).int().min(1),
    /** The edited text; absent sends the suggestion as it is. */
    body: messageBody.optional(),
  })
  .meta({ id: 'SendSuggestionInput' });

export const SetAiPausedInputSchema = z.object({ paused: z.boolean({ error: 'Say whether the co-host is paused (true or false).' }) }).meta({ id: 'SetAiPausedInput' });

// ——— Guest page (/g/<token>) ———

export const GuestDoorCodeSchema = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('available'), code: z.string(), validFrom: z.iso.datetime(), validUntil: z.iso.datetime() }),
    z.object({ state: z.literal('not-yet'), releaseAt: z.iso.datetime() }),
    z.object({ state: z.literal('waiting-for-lock') }),
    z.object({ state: z.literal('unavailable') }),
  ])
  .meta({ id: 'GuestDoorCode' });
export type GuestDoorCode = z.infer<typeof GuestDoorCodeSchema>;

export const GuestMessageSchema = z
  .object({
    id: z.string(),
    author: z.enum(['guest', 'ai', 'host', 'system']),
    /** 'You', 'Cohost (AI assistant)', the host's first name. */
    authorName: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'GuestMessage' });
export type GuestMessage = z.infer<typeof GuestMessageSchema>;

export const GuestPageSchema = z
  .object({
    property: z.object({ name: z.string(), address: z.string(), timezone: z.string() }),
    stay: z.object({
      guestFirstName: z.string(),
      checkInDate: z.string(),
      checkOutDate: z.string(),
      checkInAt: z.iso.datetime(),
      checkOutAt: z.iso.datetime(),
      guests: z.number().int(),
      status: z.enum(['upcoming', 'in-house', 'ended', 'cancelled']),
    }),
    /** From the knowledge base; empty strings are not shown. Hidden once the stay ended or was cancelled. */
    checkIn: z.object({ instructions: z.string(), directions: z.string(), parking: z.string(), wifiName: z.string(), wifiPassword: z.string(), checkOut: z.string() }),
    doorCode: GuestDoorCodeSchema,
    hostName: z.string(),
    /** The co-host answers this conversation ('AI Active'). */
    aiActive: z.boolean(),
    /** A person was asked to answer and has not yet. */
    humanRequested: z.boolean(),
    language: z.enum(GUEST_LANGUAGES),
    messages: z.array(GuestMessageSchema),
  })
  .meta({ id: 'GuestPage' });
export type GuestPage = z.infer<typeof GuestPageSchema>;

export const GuestMessageInputSchema = z.object({ body: messageBody }).meta({ id: 'GuestMessageInput' });
export const GuestHumanInputSchema = z
  .object({ body: z.string().trim().max(MESSAGE_BODY_MAX, `Keep the message under ${MESSAGE_BODY_MAX} characters.`).optional() })
  .meta({ id: 'GuestHumanInput' });
/** The guest page's messages after a write (the guest's own and any reply already sent). */
export const GuestMessagesSchema = z.object({ messages: z.array(GuestMessageSchema) }).meta({ id: 'GuestMessages' });
export type GuestMessages = z.infer<typeof GuestMessagesSchema>;

export const GuestLinkSchema = z.object({ url: z.string(), createdAt: z.iso.datetime() }).meta({ id: 'GuestLink' });
export type GuestLink = z.infer<typeof GuestLinkSchema>;

// ——— Scheduled messages ———

/** When a scheduled message goes out (relative to the stay), in the order a stay meets them. */
export const MESSAGE_TRIGGERS = ['booking-confirmed', 'check-in-instructions', 'checkout-reminder', 'follow-up', 'review-request'] as const;
export type MessageTrigger = (typeof MESSAGE_TRIGGERS)[number];
export const MESSAGE_TRIGGER_LABELS: Record<MessageTrigger, { name: string; when: string }> = {
  'booking-confirmed': { name: 'Booking confirmed', when: 'As soon as the booking is known' },
  'check-in-instructions': { name: 'Check-in instructions', when: '24 hours before check-in' },
  'checkout-reminder': { name: 'Checkout reminder', when: 'The evening before checkout' },
  'follow-up': { name: 'Follow-up after checkout', when: '3 hours after checkout' },
  'review-request': { name: 'Review request', when: 'The day after checkout' },
};
export const TEMPLATE_BODY_MAX = 2000;

export const MessageTemplateSchema = z
  .object({
    trigger: z.enum(MESSAGE_TRIGGERS),
    name: z.string(),
    when: z.string(),
    enabled: z.boolean(),
    body: z.string(),
    /** The text differs from Cohost's default. */
    customized: z.boolean(),
    /** The {{variables}} the body uses. */
    variables: z.array(z.string()),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

export const MessageTemplateListSchema = z
  .object({
    items: z.array(MessageTemplateSchema),
    /** Every variable a template may use, with what it becomes. */
    variables: z.array(z.object({ name: z.string(), description: z.string() })),
  })
  .meta({ id: 'MessageTemplateList' });
export type MessageTemplateList = z.infer<typeof MessageTemplateListSchema>;

export const SaveMessageTemplateInputSchema = z
  .object({
    enabled: z.boolean({ error: 'Say whether the message is sent (true or false).' }),
    body: z
      .string({ error: 'Write the message.' })
      .trim()
      .min(1, 'Write the message.')
      .max(TEMPLATE_BODY_MAX, `Keep the message under ${TEMPLATE_BODY_MAX} characters.`),
  })
  .meta({ id: 'SaveMessageTemplateInput' });

export const SCHEDULED_MESSAGE_STATUSES = ['scheduled', 'waiting-for-door-code', 'sent', 'waiting-for-approval', 'cancelled', 'skipped', 'failed'] as const;
export type ScheduledMessageStatus = (typeof SCHEDULED_MESSAGE_STATUSES)[number];

export const ScheduledMessageSchema = z
  .object({
    trigger: z.enum(MESSAGE_TRIGGERS),
    name: z.string(),
    dueAt: z.iso.datetime(),
    status: z.enum(SCHEDULED_MESSAGE_STATUSES),
    /** The text as it will be sent (or was); placeholders not yet known are shown as [door code]. */
    preview: z.string(),
    /** Why it cannot go out as it is, in words (a missing value, no door code yet). */
    problem: z.string().nullable(),
    /** The host changed this stay's text. */
    edited: z.boolean(),
    channels: z.array(z.enum(MESSAGE_CHANNELS)),
  })
  .meta({ id: 'ScheduledMessage' });
export type ScheduledMessage = z.infer<typeof ScheduledMessageSchema>;
export const ScheduledMessageListSchema = z.object({ items: z.array(ScheduledMessageSchema) }).meta({ id: 'ScheduledMessageList' });

export const EditScheduledMessageInputSchema = z
  .object({
    /** This stay's text; null goes back to the template; absent leaves it as it is. */
    body: z.string().trim().min(1, 'Write the message.').max(TEMPLATE_BODY_MAX, `Keep the message under ${TEMPLATE_BODY_MAX} characters.`).nullable().optional(),
    /** true cancels this one message; false restores it. */
    cancelled: z.boolean().optional(),
  })
  .meta({ id: 'EditScheduledMessageInput' });
