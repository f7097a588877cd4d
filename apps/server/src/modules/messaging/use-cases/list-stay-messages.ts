import { QUESTION_TOPICS, type GuestTopic } from '../domain/engine-types';
import type { MessagingDeps } from '../messaging.deps';
import { countGuestTopicsBetween, listStayMessagesSince, listWorkspacesWithGuestMessagesSince, type StayMessage } from '../messaging.repo';

/** The most messages one read returns: the window is bounded by time and by count. */
export const STAY_MESSAGES_MAX = 20_000;

/**
 * What guests of the workspace's stays asked since a moment (the topics the co-host read in each
 * message) and the replies the host typed, oldest first: for the optimizer's "what guests keep asking".
 */
export function listStayMessages(deps: Pick<MessagingDeps, 'db'>, workspaceId: string, since: Date): Promise<StayMessage[]> {
  return listStayMessagesSince(deps.db, workspaceId, since, STAY_MESSAGES_MAX);
}

/** Workspaces with a stay's conversation active since a moment. */
export function listWorkspacesWithStayMessages(deps: Pick<MessagingDeps, 'db'>, since: Date): Promise<string[]> {
  return listWorkspacesWithGuestMessagesSince(deps.db, since);
}

/**
 * Per topic, the stays and guest messages of some properties that carried it, written in [from, to)
 * (most asked first), and whether the topic is a question a listing or knowledge base can answer.
 */
export async function countGuestTopics(deps: Pick<MessagingDeps, 'db'>, workspaceId: string, range: { from: Date; to: Date }, propertyIds: string[]) {
  return (await countGuestTopicsBetween(deps.db, workspaceId, range, propertyIds)).map((count) => ({ ...count, question: QUESTION_TOPICS.has(count.topic as GuestTopic) }));
}
