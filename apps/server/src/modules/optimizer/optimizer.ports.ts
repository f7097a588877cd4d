import type { ActionKind } from '@cohost/shared';
import type { PropertyFacts } from '../properties';
import type { ListingContent } from './domain/content-suggestions';
import type { TopicCount } from './domain/guest-questions';
import type { AskedMessage } from './domain/inbox-suggestions';

/** A live stay or block as the figures read it (the reservations face's answer). */
interface CalendarFigures {
  stays: Array<{ propertyId: string; kind: 'guest' | 'owner' | 'maintenance'; checkInDate: string; checkOutDate: string; payoutCents: number | null; currency: string | null; createdAt: Date }>;
  blocks: Array<{ propertyId: string; startDate: string; endDate: string }>;
}

/** What proposing an action answers (automation's face). */
interface Proposed {
  decision: 'auto' | 'approval' | 'escalate';
  approvalId: string | null;
  /** False when the same evidence was proposed before (e.g. dismissed). */
  created: boolean;
}

/** What the optimizer needs from the rest of the application, wired in the composition root. */
export interface OptimizerPorts {
  findDemoActor(): Promise<{ workspaceId: string } | null>;
  /** The workspace's live (not archived) properties. */
  listProperties(workspaceId: string): Promise<PropertyFacts[]>;
  /** Live stays and blocks touching the days [from, to) of some properties. */
  readCalendar(workspaceId: string, range: { from: string; to: string }, propertyIds: string[]): Promise<CalendarFigures>;
  /** Guest messages of the workspace's stays since a moment, with their topics, and the host's typed replies (bounded). */
  listStayMessages(workspaceId: string, since: Date): Promise<AskedMessage[]>;
  /** Workspaces with a stay's conversation active since a moment. */
  listWorkspacesWithStayMessages(since: Date): Promise<string[]>;
  /** Per topic the co-host read, the stays and guest messages of some properties that carried it in [from, to). */
  countGuestTopics(workspaceId: string, range: { from: Date; to: Date }, propertyIds: string[]): Promise<TopicCount[]>;
  /** Workspaces with at least one live property. */
  listWorkspacesWithProperties(): Promise<string[]>;
  /** Live properties' listing text and knowledge base. */
  listListingContent(workspaceId: string): Promise<ListingContent[]>;
  /** Complaints and damage cases reported since a moment (claims' face). */
  listReportedProblems(workspaceId: string, since: Date): Promise<Array<{ id: string; number: number; kind: string; category: string; propertyId: string; reservationId: string | null; cleaningIssueId: string | null; reportedAt: Date }>>;
  /** Cleaners' reports since a moment, with the stay each cleaning followed (cleaning's face). */
  listCleaningIssues(workspaceId: string, since: Date): Promise<Array<{ id: string; taskId: string; propertyId: string; kind: string; reservationId: string | null; reportedAt: Date }>>;
  /** The policy engine's one door. */
  proposeAction(input: {
    workspaceId: string;
    propertyId: string | null;
    action: { kind: 'knowledge.add-answer'; hasAnswer: boolean } | { kind: 'listing.fix-problem' } | { kind: 'listing.improve-content'; needsHost: boolean } | { kind: 'listing.pricing-change'; onPlatform: boolean };
    payload: Record<string, unknown>;
    title: string;
    dedupeKey: string;
  }): Promise<Proposed>;
  /** Actions of one kind waiting for a person, with the evidence key each was proposed under. */
  listPendingOfKind(workspaceId: string, kind: ActionKind): Promise<Array<{ id: string; propertyId: string | null; payload: Record<string, unknown>; dedupeKey: string | null }>>;
  /** A waiting suggestion's numbers brought up to date; false when it no longer waits or those numbers were decided before. */
  reviseWaiting(input: { workspaceId: string; id: string; payload: Record<string, unknown>; title: string; dedupeKey: string }): Promise<boolean>;
}

/** The faces of the modules the optimizer uses (the composition root passes them whole). */
export interface OptimizerUses {
  accounts: { findDemoActor: OptimizerPorts['findDemoActor'] };
  properties: { listPropertyFacts: OptimizerPorts['listProperties']; listListingContent: OptimizerPorts['listListingContent']; listWorkspacesWithProperties: OptimizerPorts['listWorkspacesWithProperties'] };
  reservations: { listCalendarFigures: OptimizerPorts['readCalendar'] };
  messaging: { listStayMessages: OptimizerPorts['listStayMessages']; listWorkspacesWithStayMessages: OptimizerPorts['listWorkspacesWithStayMessages']; countGuestTopics: OptimizerPorts['countGuestTopics'] };
  claims: { listReportedProblems: OptimizerPorts['listReportedProblems'] };
  cleaning: { listIssuesSince: OptimizerPorts['listCleaningIssues'] };
  automation: { proposeAction: OptimizerPorts['proposeAction']; listPendingOfKind: OptimizerPorts['listPendingOfKind']; reviseWaitingAction: OptimizerPorts['reviseWaiting'] };
}

/** The ports, from the faces. */
export function connectOptimizerPorts({ accounts, properties, reservations, messaging, claims, cleaning, automation }: OptimizerUses): OptimizerPorts {
  return {
    findDemoActor: accounts.findDemoActor,
    listProperties: properties.listPropertyFacts,
    listWorkspacesWithProperties: properties.listWorkspacesWithProperties,
    readCalendar: reservations.listCalendarFigures,
    listStayMessages: messaging.listStayMessages,
    listWorkspacesWithStayMessages: messaging.listWorkspacesWithStayMessages,
    countGuestTopics: messaging.countGuestTopics,
    listListingContent: properties.listListingContent,
    listReportedProblems: claims.listReportedProblems,
    listCleaningIssues: cleaning.listIssuesSince,
    proposeAction: automation.proposeAction,
    listPendingOfKind: automation.listPendingOfKind,
    reviseWaiting: automation.reviseWaitingAction,
  };
}
