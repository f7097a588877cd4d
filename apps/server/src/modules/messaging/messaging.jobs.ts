import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MessagingDeps } from './messaging.deps';
import { answerUnansweredJob, pollPlatformMailboxesJob, sendPlatformMailJob, sendScheduledMessagesJob } from './messaging.job-definitions';
import { pollPlatformMailboxes } from './platform-mail/imap/poll-platform-mailboxes';
import { sendDueRelayReplies } from './platform-mail/smtp/send-relay-replies';
import { answerUnansweredMessages } from './use-cases/answer-unanswered-messages';
import { sendDueScheduledMessages } from './use-cases/send-due-scheduled-messages';

export async function registerMessagingJobs(queue: JobQueue, deps: MessagingDeps): Promise<void> {
  await queue.work(sendScheduledMessagesJob, async () => {
    await sendDueScheduledMessages(deps);
  });
  await queue.work(answerUnansweredJob, async () => {
    await answerUnansweredMessages(deps);
  });
  await queue.work(pollPlatformMailboxesJob, async () => {
    await pollPlatformMailboxes(deps);
  });
  await queue.work(sendPlatformMailJob, async () => {
    await sendDueRelayReplies(deps);
  });
}
