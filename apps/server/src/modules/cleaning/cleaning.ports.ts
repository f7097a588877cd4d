import type { AutonomySettings } from '@cohost/shared';
import type { Tx } from '../../platform/db/database';
import { isUuid } from '../../platform/runtime/is-uuid';
import type { Actor, WorkspaceCleaner } from '../accounts';
import type { ActivityInput, ProposeActionInput, ProposeActionResult } from '../automation';
import type { GuestFacingProperty, PropertyFacts } from '../properties';
import type { StayTimes } from '../reservations';

/** A task that needs the door, as locks' face takes it (structurally: product modules never import each other). */
export interface CleaningDoorCodeRequest {
  propertyId: string;
  taskId: string;
  purpose: 'cleaning' | 'maintenance';
  holderName: string;
  startsAt: Date;
  endsAt: Date;
}

/** What cleaning needs from the rest of the application, wired in the composition root. */
export interface CleaningPorts {
  findDemoActor(): Promise<Actor | null>;
  findDemoCleaner(): Promise<Actor | null>;
  /** The workspace's members with the cleaner role, with their contact. */
  listCleaners(workspaceId: string): Promise<WorkspaceCleaner[]>;
  findUserName(userId: string): Promise<string | null>;
  findProperty(workspaceId: string, propertyId: string): Promise<PropertyFacts | null>;
  /** The property's address (the portal shows it to the cleaner), or null when unknown. */
  findPropertyAddress(workspaceId: string, propertyId: string): Promise<GuestFacingProperty['address'] | null>;
  listProperties(workspaceId: string): Promise<PropertyFacts[]>;
  /** Some stays' days and guest names at once (lists of cleanings show who leaves and who arrives). */
  listStayDates(workspaceId: string, ids: string[]): Promise<Array<{ id: string; checkInDate: string; checkOutDate: string; guestName: string }>>;
  /** A property's live stays touching [from, to] with their instants. */
  listPropertyStays(workspaceId: string, propertyId: string, range: { from: string; to: string }): Promise<StayTimes[]>;
  settingsFor(workspaceId: string, propertyId: string | null): Promise<AutonomySettings>;
  proposeAction(input: ProposeActionInput): Promise<ProposeActionResult>;
  recordActivity(tx: Tx, input: ActivityInput): Promise<void>;
  alertHost(workspaceId: string, alert: { subject: string; text: string; idempotencyKey: string; template: string }): Promise<boolean>;
  email(message: { to: string; subject: string; text: string; html: string; template: string; idempotencyKey: string; workspaceId?: string }): Promise<void>;
  sms(message: { to: string; body: string; template: string; idempotencyKey: string; workspaceId?: string }): Promise<void>;
  /** The task's door code on each lock of its property, for its window (again when it moves). */
  issueTaskCodes(workspaceId: string, task: CleaningDoorCodeRequest): Promise<void>;
  cancelTaskCodes(workspaceId: string, taskId: string): Promise<void>;
  /** The task's code once a lock confirmed it (the portal shows it). */
  findTaskCode(workspaceId: string, taskId: string): Promise<{ code: string; lockConfirmed: boolean; startsAt: Date; endsAt: Date } | null>;
  /** The property's supply items the cleaner counts at the end, the low ones flagged when the host asked cleaners to be told. */
  listSupplyItems(workspaceId: string, propertyId: string): Promise<Array<{ key: string; name: string; unit: string; runningLow: boolean }>>;
}

/** The faces of the modules cleaning uses (the composition root passes them whole). */
export interface CleaningUses {
  accounts: Pick<CleaningPorts, 'findDemoActor' | 'findDemoCleaner' | 'listCleaners' | 'findUserName'>;
  properties: {
    findPropertyFacts: CleaningPorts['findProperty'];
    listPropertyFacts: CleaningPorts['listProperties'];
    findGuestFacingProperty(workspaceId: string, propertyId: string): Promise<GuestFacingProperty | null>;
  };
  reservations: { listPropertyStayTimes: CleaningPorts['listPropertyStays']; listStayDates: CleaningPorts['listStayDates'] };
  automation: Pick<CleaningPorts, 'settingsFor' | 'proposeAction' | 'recordActivity' | 'alertHost'>;
  notifications: Pick<CleaningPorts, 'email' | 'sms'>;
  locks: Pick<CleaningPorts, 'issueTaskCodes' | 'cancelTaskCodes' | 'findTaskCode'>;
  supplies: { listItemsToCount: CleaningPorts['listSupplyItems'] };
}

/** The ports, from the faces. */
export function connectCleaningPorts({ accounts, properties, reservations, automation, notifications, locks, supplies }: CleaningUses): CleaningPorts {
  return {
    findDemoActor: accounts.findDemoActor,
    findDemoCleaner: accounts.findDemoCleaner,
    listCleaners: accounts.listCleaners,
    findUserName: accounts.findUserName,
    // A malformed id is no property (not a database error).
    findProperty: async (workspaceId, propertyId) => (isUuid(propertyId) ? properties.findPropertyFacts(workspaceId, propertyId) : null),
    findPropertyAddress: async (workspaceId, propertyId) => (isUuid(propertyId) ? ((await properties.findGuestFacingProperty(workspaceId, propertyId))?.address ?? null) : null),
    listProperties: properties.listPropertyFacts,
    listPropertyStays: reservations.listPropertyStayTimes,
    listStayDates: reservations.listStayDates,
    settingsFor: automation.settingsFor,
    proposeAction: automation.proposeAction,
    recordActivity: automation.recordActivity,
    alertHost: automation.alertHost,
    email: notifications.email,
    sms: notifications.sms,
    issueTaskCodes: locks.issueTaskCodes,
    cancelTaskCodes: locks.cancelTaskCodes,
    findTaskCode: locks.findTaskCode,
    listSupplyItems: supplies.listItemsToCount,
  };
}
