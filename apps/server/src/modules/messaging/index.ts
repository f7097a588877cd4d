import type { AppModule } from '../../platform/module';
import { messagingRoutes, MESSAGING_WEBHOOK_PATHS } from './messaging.routes';
import type { MessagingDeps } from './messaging.deps';
import { registerMessagingJobs } from './messaging.jobs';
import { messagingPages } from './messaging.pages';
import { messageActionHandlers } from './use-cases/message-action-handlers';
import { receiveGuestMessage } from './use-cases/receive-guest-message';
import { answerUnansweredMessages } from './use-cases/answer-unanswered-messages';
import { sendDueScheduledMessages } from './use-cases/send-due-scheduled-messages';
import { scheduledMessageSteps } from './use-cases/scheduled-message-steps';
import { seedDemoMessaging } from './use-cases/seed-demo-messaging';

export type { MessagingDeps } from './messaging.deps';
export type { MessagingPorts, StayStep } from './messaging.ports';
export { createCoHostEngine, type CoHostEngine } from './domain/co-host-engine';
export { createReplyDrafter } from './providers/create-reply-drafter';

/**
 * Guest messaging and the AI co-host: conversations on the guest page, email and SMS; triage
 * and grounded replies through the policy engine; scheduled messages; the guest page.
 */
export function createMessagingModule(deps: MessagingDeps) {
  return {
    name: 'messaging',
    kind: 'product',
    routes: messagingRoutes(deps),
    pages: messagingPages(deps),
    crossSiteWritePaths: MESSAGING_WEBHOOK_PATHS,
    registerJobs: (queue) => registerMessagingJobs(queue, deps),
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await seedDemoMessaging(deps, actor);
    },
    // The intent model trains once per process: done at start, not on a guest's first message.
    start: async () => {
      void deps.engine().catch((error: unknown) => deps.log.error({ err: error }, 'The co-host engine could not be prepared'));
    },
    /** What messaging does for the policy engine (registered on automation's action registry). */
    actionHandlers: () => messageActionHandlers(deps),
    /** The moments of scheduled messages (defined on automation's steps). */
    steps: () => scheduledMessageSteps(deps),
    /** One pass of the every-minute job (tests drive it by hand). */
    sendDueScheduled: () => sendDueScheduledMessages(deps),
    /** One pass of the every-minute recovery: guest messages left unanswered are answered (tests). */
    answerUnanswered: () => answerUnansweredMessages(deps),
    /** A guest message from a channel (tests and benchmarks). */
    receiveGuestMessage: (input: Parameters<typeof receiveGuestMessage>[1]) => receiveGuestMessage(deps, input),
  } satisfies AppModule & Record<string, unknown>;
}
