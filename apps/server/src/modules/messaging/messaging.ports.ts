import type { Approval, AutonomySettings } from '@cohost/shared';
import type { Actor } from '../accounts';
import type { ActivityInput, AlertContact, ProposeActionInput, ProposeActionResult } from '../automation';
import type { Tx } from '../../platform/db/database';
import type { GuestFacingProperty } from '../properties';
import type { GuestStay, PlatformStay } from '../reservations';

/** A stay's time-based step as automation keeps it. */
export interface StayStep {
  step: string;
  dueAt: Date;
  status: string;
  lastError: string | null;
  doneAt: Date | null;
}

/** What messaging needs from the rest of the application, wired in the composition root. */
export interface MessagingPorts {
  findDemoActor(): Promise<Actor | null>;
  findUserName(userId: string): Promise<string | null>;
  /** The name guests know the host by: the workspace owner's. */
  findHostName(workspaceId: string): Promise<string | null>;
  /** One attempt under `key` (accounts' rate-limit store); false once past `max` in `window` seconds. */
  consumeRateLimit(key: string, rule: { window: number; max: number }): Promise<boolean>;
  isRateLimited(key: string, rule: { window: number; max: number }): Promise<boolean>;
  listProperties(workspaceId: string): Promise<Array<{ id: string; name: string; timezone: string }>>;
  findProperty(workspaceId: string, propertyId: string): Promise<GuestFacingProperty | null>;
  findStay(workspaceId: string, reservationId: string): Promise<GuestStay | null>;
  listStays(workspaceId: string, range: { from: string; to: string }): Promise<Array<{ id: string; propertyId: string; kind: string; guestName: string; checkInDate: string; checkOutDate: string }>>;
  listStayDates(workspaceId: string, reservationIds: string[]): Promise<Array<{ id: string; checkInDate: string; checkOutDate: string }>>;
  /** A platform's mail to a stay: by the reservation code its feed link ends with (null: none or several), else by exact days. */
  findStayByPlatformCode(workspaceId: string, code: string): Promise<PlatformStay | null>;
  listStaysOnDates(workspaceId: string, where: { checkInDate: string; checkOutDate: string; propertyId?: string; source?: string }): Promise<PlatformStay[]>;
  /** Where a stay came from (`airbnb`, `manual`…) and its platform code from the feed's link (the demo's platform thread). */
  findStayOrigin(workspaceId: string, reservationId: string): Promise<{ source: string; code: string | null } | null>;
  /** The guest's name as the platform shows it, on a stay that has none (never over a typed one); true when it filled it. */
  fillGuestName(workspaceId: string, reservationId: string, name: string): Promise<boolean>;
  settingsFor(workspaceId: string, propertyId: string | null): Promise<AutonomySettings>;
  proposeAction(input: ProposeActionInput): Promise<ProposeActionResult>;
  approveAction(actor: Actor, id: string, input: { version: number; edits?: Record<string, unknown> }): Promise<Approval>;
  denyAction(actor: Actor, id: string, input: { version: number; reason: string }): Promise<Approval>;
  /** A suggestion's approval the host's own reply overtook, resolved in our transaction (no reminder follows). */
  supersedeAction(tx: Tx, workspaceId: string, id: string, why: string): Promise<boolean>;
  approvalStates(workspaceId: string, ids: string[]): Promise<Array<{ id: string; version: number; status: string; reason: string; urgency: string }>>;
  /** Who hears of guest messages waiting for a person, and whether they want to. */
  findAlertContact(workspaceId: string): Promise<AlertContact | null>;
  listStaySteps(workspaceId: string, reservationId: string): Promise<StayStep[]>;
  /** One line of the activity log, in the caller's transaction (the platform mailbox connected or disconnected). */
  recordActivity(tx: Tx, input: ActivityInput): Promise<void>;
  /**
   * The stay's door code (locks): the digits once a lock confirmed them (`lockConfirmed`), else
   * only that one is coming and its window; null when the stay's property has no lock.
   */
  findDoorCode(workspaceId: string, reservationId: string): Promise<{ code: string; lockConfirmed: boolean; startsAt: Date; endsAt: Date } | null>;
  /** What became of emails and texts queued with these idempotency keys (the outbox's live state). */
  deliveryStates(idempotencyKeys: string[]): Promise<Array<{ idempotencyKey: string; state: 'queued' | 'sent' | 'failed'; lastError: string | null }>>;
  email(message: { to: string; subject: string; text: string; html: string; replyTo?: string; template: string; idempotencyKey: string; workspaceId: string }): Promise<void>;
  sms(message: { to: string; body: string; template: string; idempotencyKey: string; workspaceId: string }): Promise<void>;
  /**
   * A signed inbound email to no conversation, offered to the other reply addresses on our
   * domain (supplies: `o-<token>@`, a supplier's reply to a purchase order). Null: not theirs.
   */
  receiveOtherInboundEmail(mail: OtherInboundEmail): Promise<'accepted' | 'duplicate' | 'ignored' | null>;
}

/** An inbound email after its signature was checked: who to, who from, the reply's new text, its id. */
export interface OtherInboundEmail {
  recipients: string;
  sender: string;
  text: string;
  messageId: string;
}

/** The faces of the modules messaging uses (the composition root passes them whole). */
export interface MessagingUses {
  accounts: Pick<MessagingPorts, 'findDemoActor' | 'findUserName' | 'findAlertContact' | 'consumeRateLimit' | 'isRateLimited'> & {
    findWorkspaceOwner(workspaceId: string): Promise<{ name: string | null } | null>;
  };
  properties: {
    listPropertyFacts: MessagingPorts['listProperties'];
    findGuestFacingProperty: MessagingPorts['findProperty'];
  };
  reservations: Pick<MessagingPorts, 'listStays' | 'listStayDates' | 'findStayByPlatformCode' | 'listStaysOnDates' | 'fillGuestName'> & {
    findGuestStay: MessagingPorts['findStay'];
    findClaimStay(workspaceId: string, reservationId: string): Promise<{ source: string; confirmationCode: string | null } | null>;
  };
  automation: Pick<MessagingPorts, 'settingsFor' | 'proposeAction' | 'approveAction' | 'denyAction' | 'supersedeAction' | 'approvalStates' | 'listStaySteps' | 'recordActivity'>;
  notifications: Pick<MessagingPorts, 'email' | 'sms' | 'deliveryStates'>;
  locks: Pick<MessagingPorts, 'findDoorCode'>;
  supplies: { receiveSupplierReply: MessagingPorts['receiveOtherInboundEmail'] };
}

/** The ports, from the faces. */
export function connectMessagingPorts({ accounts, properties, reservations, automation, notifications, locks, supplies }: MessagingUses): MessagingPorts {
  return {
    findDemoActor: accounts.findDemoActor,
    findUserName: accounts.findUserName,
    findAlertContact: accounts.findAlertContact,
    consumeRateLimit: accounts.consumeRateLimit,
    isRateLimited: accounts.isRateLimited,
    findHostName: async (workspaceId) => (await accounts.findWorkspaceOwner(workspaceId))?.name ?? null,
    listProperties: properties.listPropertyFacts,
    findProperty: properties.findGuestFacingProperty,
    findStay: reservations.findGuestStay,
    listStays: reservations.listStays,
    listStayDates: reservations.listStayDates,
    findStayByPlatformCode: reservations.findStayByPlatformCode,
    listStaysOnDates: reservations.listStaysOnDates,
    fillGuestName: reservations.fillGuestName,
    findStayOrigin: async (workspaceId, reservationId) => {
      const stay = await reservations.findClaimStay(workspaceId, reservationId);
      return stay ? { source: stay.source, code: stay.confirmationCode } : null;
    },
    settingsFor: automation.settingsFor,
    proposeAction: automation.proposeAction,
    approveAction: automation.approveAction,
    denyAction: automation.denyAction,
    supersedeAction: automation.supersedeAction,
    approvalStates: automation.approvalStates,
    listStaySteps: automation.listStaySteps,
    recordActivity: automation.recordActivity,
    findDoorCode: locks.findDoorCode,
    email: notifications.email,
    sms: notifications.sms,
    deliveryStates: notifications.deliveryStates,
    receiveOtherInboundEmail: supplies.receiveSupplierReply,
  };
}
