import type { ApproveInput, AutonomySettings } from '@cohost/shared';
import type { Tx } from '../../platform/db/database';
import { isUuid } from '../../platform/runtime/is-uuid';
import type { Actor } from '../accounts';
import type { ActivityInput, AlertContact, ProposeActionInput, ProposeActionResult } from '../automation';
import type { GuestFacingProperty, PropertyFacts } from '../properties';
import type { GuestStay, StayTimes } from '../reservations';

/** A photo of a cleaning as evidence (cleaning's face, structurally). */
export interface EvidencePhoto {
  id: string;
  taskId: string;
  phase: 'before' | 'after' | 'issue';
  itemKey: string | null;
  itemLabel: string | null;
  url: string;
  thumbnailUrl: string;
  contentType: string;
  sha256: string;
  takenAt: Date | null;
  uploadedAt: Date;
  uploadedByName: string;
  removedAt: Date | null;
  /** The first upload in the workspace of a file with the same SHA-256 (itself when first). */
  firstPhotoId: string;
  firstUploadedAt: Date;
}

/** A cleaner's report of a problem with its photos (cleaning's face, structurally). */
export interface ReportedIssue {
  id: string;
  taskId: string;
  propertyId: string;
  reservationId: string | null;
  kind: 'damage' | 'missing' | 'maintenance';
  description: string;
  reportedAt: Date;
  reportedByName: string;
  photos: EvidencePhoto[];
}

/** A message of a guest's conversation (messaging's face, structurally). */
export interface StayMessage {
  id: string;
  conversationId: string;
  reservationId: string | null;
  author: string;
  authorName: string;
  body: string;
  at: Date;
}

/** The stay as claims reads it: the guest stay plus where it came from. */
export type ClaimStayFacts = GuestStay & { source: string; confirmationCode: string | null };

/** What claims needs from the rest of the application, wired in the composition root. */
export interface ClaimsPorts {
  findDemoActor(): Promise<Actor | null>;
  findUserName(userId: string): Promise<string | null>;
  findAlertContact(workspaceId: string): Promise<AlertContact | null>;
  findProperty(workspaceId: string, propertyId: string): Promise<PropertyFacts | null>;
  findPropertyAddress(workspaceId: string, propertyId: string): Promise<GuestFacingProperty['address'] | null>;
  listProperties(workspaceId: string): Promise<PropertyFacts[]>;
  findStay(workspaceId: string, reservationId: string): Promise<ClaimStayFacts | null>;
  listPropertyStays(workspaceId: string, propertyId: string, range: { from: string; to: string }): Promise<StayTimes[]>;
  settingsFor(workspaceId: string, propertyId: string | null): Promise<AutonomySettings>;
  proposeAction(input: ProposeActionInput): Promise<ProposeActionResult>;
  recordActivity(tx: Tx, input: ActivityInput): Promise<void>;
  approvalStates(workspaceId: string, ids: string[]): Promise<Array<{ id: string; version: number; status: string }>>;
  approveAction(actor: Actor, id: string, input: ApproveInput): Promise<unknown>;
  email(message: { to: string; subject: string; text: string; html: string; template: string; idempotencyKey: string; workspaceId?: string }): Promise<void>;
  /** Photos of the turnover before the stay (`before`) and the one after it (`after`). */
  listStayPhotos(workspaceId: string, stay: { propertyId: string; reservationId: string; checkInAt: Date; checkOutAt: Date }): Promise<{ before: EvidencePhoto[]; after: EvidencePhoto[] }>;
  findIssue(workspaceId: string, issueId: string): Promise<ReportedIssue | null>;
  /** A photo's original bytes as stored, or null. */
  readPhoto(workspaceId: string, photoId: string): Promise<Buffer | null>;
  /** The guest's messages of a conversation, or of the stay's conversation, oldest first. */
  listGuestMessages(workspaceId: string, where: { conversationId: string | null; reservationId: string | null }): Promise<StayMessage[]>;
  findMessage(workspaceId: string, messageId: string): Promise<StayMessage | null>;
  /** The co-host's follow-up to a complaining guest, drafted in the stay's conversation (guest.reply, waits for a person); null without a guest conversation. */
  draftFollowUp(input: { workspaceId: string; reservationId: string; body: string; title: string; key: string }): Promise<{ conversationId: string; approvalId: string | null } | null>;
  /** The co-host's replies waiting for a person in a conversation (its follow-up to a complaining guest). */
  listWaitingReplies(workspaceId: string, conversationId: string): Promise<Array<{ messageId: string; approvalId: string; body: string; createdAt: Date }>>;
  /** A completed cleaning's after photos and the previous completed cleaning's at the property, or null. */
  findAfterPhotosWithPrevious(workspaceId: string, taskId: string): Promise<{ propertyId: string; reservationId: string | null; completedAt: Date; after: EvidencePhoto[]; previousAfter: EvidencePhoto[] } | null>;
  /** The workspace's reported cleaning problems, newest first (the demo's broken lamp). */
  listIssues(workspaceId: string): Promise<Array<{ id: string; taskId: string; propertyId: string; kind: 'damage' | 'missing' | 'maintenance'; description: string; reportedAt: Date }>>;
  /** A stay typed in as a host would (the demo's older stay). */
  addStay(actor: Actor, propertyId: string, input: { checkInDate: string; checkOutDate: string; guestName: string; guestEmail: string; notes: string }): Promise<{ reservation: { id: string } }>;
}

/** The faces of the modules claims uses (the composition root passes them whole). */
export interface ClaimsUses {
  accounts: Pick<ClaimsPorts, 'findDemoActor' | 'findUserName' | 'findAlertContact'>;
  properties: {
    findPropertyFacts: ClaimsPorts['findProperty'];
    listPropertyFacts: ClaimsPorts['listProperties'];
    findGuestFacingProperty(workspaceId: string, propertyId: string): Promise<GuestFacingProperty | null>;
  };
  reservations: { findClaimStay: ClaimsPorts['findStay']; listPropertyStayTimes: ClaimsPorts['listPropertyStays']; addStay: ClaimsPorts['addStay'] };
  automation: Pick<ClaimsPorts, 'settingsFor' | 'proposeAction' | 'recordActivity' | 'approvalStates' | 'approveAction'>;
  notifications: Pick<ClaimsPorts, 'email'>;
  cleaning: Pick<ClaimsPorts, 'listStayPhotos' | 'findIssue' | 'readPhoto' | 'listIssues' | 'findAfterPhotosWithPrevious'>;
  messaging: { listGuestMessages: ClaimsPorts['listGuestMessages']; findMessage: ClaimsPorts['findMessage']; listWaitingReplies: ClaimsPorts['listWaitingReplies']; draftFollowUp: ClaimsPorts['draftFollowUp'] };
}

/** The ports, from the faces. */
export function connectClaimsPorts({ accounts, properties, reservations, automation, notifications, cleaning, messaging }: ClaimsUses): ClaimsPorts {
  return {
    findDemoActor: accounts.findDemoActor,
    findUserName: accounts.findUserName,
    findAlertContact: accounts.findAlertContact,
    // A malformed id is no property, stay or message (not a database error).
    findProperty: async (workspaceId, propertyId) => (isUuid(propertyId) ? properties.findPropertyFacts(workspaceId, propertyId) : null),
    findPropertyAddress: async (workspaceId, propertyId) => (isUuid(propertyId) ? ((await properties.findGuestFacingProperty(workspaceId, propertyId))?.address ?? null) : null),
    listProperties: properties.listPropertyFacts,
    findStay: async (workspaceId, reservationId) => (isUuid(reservationId) ? reservations.findClaimStay(workspaceId, reservationId) : null),
    listPropertyStays: reservations.listPropertyStayTimes,
    settingsFor: automation.settingsFor,
    proposeAction: automation.proposeAction,
    recordActivity: automation.recordActivity,
    approvalStates: automation.approvalStates,
    approveAction: automation.approveAction,
    email: notifications.email,
    listStayPhotos: cleaning.listStayPhotos,
    findIssue: async (workspaceId, issueId) => (isUuid(issueId) ? cleaning.findIssue(workspaceId, issueId) : null),
    readPhoto: cleaning.readPhoto,
    listIssues: cleaning.listIssues,
    findAfterPhotosWithPrevious: cleaning.findAfterPhotosWithPrevious,
    addStay: reservations.addStay,
    listGuestMessages: messaging.listGuestMessages,
    listWaitingReplies: messaging.listWaitingReplies,
    draftFollowUp: messaging.draftFollowUp,
    findMessage: async (workspaceId, messageId) => (isUuid(messageId) ? messaging.findMessage(workspaceId, messageId) : null),
  };
}
