import { messagingExportParts } from './messaging.repo';
import type { AppModule, ModuleContext } from '../../platform/module';
import { messagingSubscriptions } from './messaging.subscriptions';
import { messagingRoutes, MESSAGING_WEBHOOK_PATHS } from './messaging.routes';
import { platformMailRoutes } from './platform-mail/platform-mail.routes';
import { createRouter } from '../../platform/http/create-app';
import type { MessagingDeps } from './messaging.deps';
import { connectMessagingPorts, type MessagingUses } from './messaging.ports';
import { registerMessagingJobs } from './messaging.jobs';
import { messagingPages } from './messaging.pages';
import { findClaimMessage, listClaimMessages, listWaitingReplies } from './use-cases/claim-messages';
import { draftFollowUp } from './use-cases/draft-follow-up';
import { messageActionHandlers } from './use-cases/message-action-handlers';
import { receiveGuestMessage } from './use-cases/receive-guest-message';
import { countGuestTopics, listStayMessages, listWorkspacesWithStayMessages } from './use-cases/list-stay-messages';
import { answerUnansweredMessages } from './use-cases/answer-unanswered-messages';
import { sendDueScheduledMessages } from './use-cases/send-due-scheduled-messages';
import { scheduledMessageSteps } from './use-cases/scheduled-message-steps';
import { seedDemoMessaging, seedDemoPlatformThread, seedDemoRepeatedQuestions } from './use-cases/seed-demo-messaging';
import { applyPlatformMail } from './platform-mail/apply-platform-mail';
import { SealedBox } from '../../platform/crypto/sealed-box';
import { createMailboxWatchers } from './platform-mail/imap/mailbox-watchers';
import { readPlatformMailbox, type IngestMail } from './platform-mail/imap/read-platform-mailbox';
import { sendDueRelayReplies } from './platform-mail/smtp/send-relay-replies';
import { enqueueRelayReply, findPlatformMailboxState, markRelayBounced, type RelayReply } from './platform-mail/relay-outbox';

/** How long a mail server may take to answer (connect, greeting, each command). */
const MAIL_SERVER_TIMEOUT_MS = 10_000;
/** The largest inbound email webhook body taken: a forwarded notification with a guest's photo. */
const INBOUND_MIME_MAX_BYTES = 5 * 1024 * 1024;

export type { MessagingDeps } from './messaging.deps';
export type { MessagingUses } from './messaging.ports';
export { createCoHostEngine } from './domain/co-host-engine';
export { loadIntentModel } from './domain/intent-model';
export { fileIntentModelStore } from './providers/intent-model-file-store';
export { createReplyDrafter } from './providers/create-reply-drafter';
export { createSecondReader } from './providers/create-second-reader';

/**
 * Guest messaging and the AI co-host: conversations on the guest page, email and SMS; triage
 * and grounded replies through the policy engine; scheduled messages; the guest page.
 */
export function createMessagingModule(
  context: ModuleContext,
  config: Omit<MessagingDeps, keyof ModuleContext | 'ports' | 'mailSecrets' | 'mailServerTimeoutMs' | 'mailboxWatchers'>,
  uses: MessagingUses,
) {
  const mailboxWatchers = createMailboxWatchers(() => deps);
  const deps: MessagingDeps = {
    ...context,
    ...config,
    ports: connectMessagingPorts(uses),
    mailSecrets: new SealedBox(config.secret, 'platform-mailbox'),
    mailServerTimeoutMs: MAIL_SERVER_TIMEOUT_MS,
    mailboxWatchers,
  };
  return {
    name: 'messaging',
    kind: 'product',
    exportParts: messagingExportParts(context.db),
    // Screens kept per caller until the workspace changes (platform/http/read-cache.ts).
    cachedReads: ['/api/conversations'],
    routes: createRouter().route('/', messagingRoutes(deps)).route('/', platformMailRoutes(deps)),
    subscriptions: messagingSubscriptions(deps),
    pages: messagingPages(deps),
    crossSiteWritePaths: MESSAGING_WEBHOOK_PATHS,
    // A forwarded platform mail arrives whole (Mailgun's body-mime): a guest's photo can take it past the default 1 MB.
    largeBodyPaths: [{ pattern: /^\/api\/webhooks\/email\/inbound$/, maxBytes: INBOUND_MIME_MAX_BYTES }],
    registerJobs: (queue) => registerMessagingJobs(queue, deps),
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (!actor) return;
      await seedDemoMessaging(deps, actor);
      await seedDemoPlatformThread(deps, actor);
      await seedDemoRepeatedQuestions(deps, actor);
    },
    // The intent model trains once per process: done at start, not on a guest's first message.
    start: async () => {
      void deps.engine().catch((error: unknown) => deps.log.error({ err: error }, 'The co-host engine could not be prepared'));
      // The platform mailboxes' IMAP IDLE connections live where jobs are worked (one set per worker process).
      if (context.jobs.works) await mailboxWatchers.start();
    },
    stop: () => mailboxWatchers.stop(),
    /** What messaging does once the policy engine allows it (sending replies and scheduled messages). */
    actions: messageActionHandlers(deps),
    /** The moments of scheduled messages, run by automation's scheduler. */
    steps: scheduledMessageSteps(deps),
    /** One pass of the every-minute job (tests drive it by hand). */
    sendDueScheduled: () => sendDueScheduledMessages(deps),
    /** One pass of the every-minute recovery: guest messages left unanswered are answered (tests). */
    answerUnanswered: () => answerUnansweredMessages(deps),
    /** The messages exchanged with a guest, of a conversation or of a stay's, oldest first (claims' case page and packet). */
    listGuestMessages: (workspaceId: string, where: { conversationId: string | null; reservationId: string | null }) => listClaimMessages(deps, workspaceId, where),
    /** The co-host's replies in a conversation waiting for a person (claims shows the follow-up to a complaining guest on its case). */
    listWaitingReplies: (workspaceId: string, conversationId: string) => listWaitingReplies(deps, workspaceId, conversationId),
    /** The co-host's follow-up to a guest who complained, drafted in the stay's conversation as a guest.reply waiting for a person (claims, when a host opens a complaint). */
    draftFollowUp: (input: Parameters<typeof draftFollowUp>[1]) => draftFollowUp(deps, input),
    /** One message with its conversation's stay, or null (claims opens a case from it). */
    findMessage: (workspaceId: string, messageId: string) => findClaimMessage(deps, workspaceId, messageId),
    /** One parsed mail of the platform mailbox, threaded and answered as the mailbox would (tests). */
    applyPlatformMail: (input: Parameters<typeof applyPlatformMail>[1]) => applyPlatformMail(deps, input),
    /** The platform mailbox's reader, sender and IMAP IDLE connections, driven by hand in tests (with their own ingest). */
    platformMail: {
      read: (workspaceId: string, options: { ingest?: IngestMail } = {}) => readPlatformMailbox(deps, workspaceId, options),
      sendDue: () => sendDueRelayReplies(deps),
      enqueueReply: (reply: RelayReply) => enqueueRelayReply(deps, reply),
      markBounced: (workspaceId: string, outboundMessageId: string, reason: string) => markRelayBounced(deps, workspaceId, outboundMessageId, reason),
      watchers: mailboxWatchers,
    },
    /** Guest messages of the workspace's stays since a moment with their topics, and the host's typed replies (bounded; the optimizer). */
    listStayMessages: (workspaceId: string, since: Date) => listStayMessages(deps, workspaceId, since),
    /** Per topic, the stays and guest messages of some properties that carried it in a window (the optimizer's "questions guests ask most"). */
    countGuestTopics: (workspaceId: string, range: { from: Date; to: Date }, propertyIds: string[]) => countGuestTopics(deps, workspaceId, range, propertyIds),
    /** Workspaces with a stay's conversation active since a moment (the optimizer's hourly pass). */
    listWorkspacesWithStayMessages: (since: Date) => listWorkspacesWithStayMessages(deps, since),
    /** The platform mailbox in a word, or null when none is connected (the setup checklist). */
    findPlatformMailbox: (workspaceId: string) => findPlatformMailboxState(deps, workspaceId),
    /** A guest message from a channel (tests and benchmarks). */
    receiveGuestMessage: (input: Parameters<typeof receiveGuestMessage>[1]) => receiveGuestMessage(deps, input),
  } satisfies AppModule & Record<string, unknown>;
}
