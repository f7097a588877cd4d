import type { AutonomySettings } from '@cohost/shared';
import type { Tx } from '../../platform/db/database';
import type { Actor } from '../accounts';
import type { ActivityInput, ProposeActionInput, ProposeActionResult } from '../automation';
import type { PropertyFacts } from '../properties';
import type { GuestStay } from '../reservations';

/** What locks needs from the rest of the application, wired in the composition root. */
export interface LocksPorts {
  findDemoActor(): Promise<Actor | null>;
  /** A person's name for the lock's log and the activity log. */
  findUserName(userId: string): Promise<string | null>;
  listProperties(workspaceId: string): Promise<PropertyFacts[]>;
  findProperty(workspaceId: string, propertyId: string): Promise<PropertyFacts | null>;
  /** A stay as it is now: who, when (its instants in its property's zone), and whether it is still on. */
  findStay(workspaceId: string, reservationId: string): Promise<GuestStay | null>;
  /** Live stays touching [from, to] (calendar days). */
  listStays(workspaceId: string, range: { from: string; to: string }): Promise<Array<{ id: string; propertyId: string; checkInDate: string; checkOutDate: string }>>;
  settingsFor(workspaceId: string, propertyId: string | null): Promise<AutonomySettings>;
  proposeAction(input: ProposeActionInput): Promise<ProposeActionResult>;
  /** One line of the activity log, in the caller's transaction. */
  recordActivity(tx: Tx, input: ActivityInput): Promise<void>;
  /** Tells the workspace's owner at once (text message and email, by their preferences); false when it could not be queued. */
  alertHost(workspaceId: string, alert: { subject: string; text: string; idempotencyKey: string; template: string }): Promise<boolean>;
}

/** The faces of the modules locks uses (the composition root passes them whole). */
export interface LocksUses {
  accounts: Pick<LocksPorts, 'findDemoActor' | 'findUserName'>;
  properties: { findPropertyFacts: LocksPorts['findProperty']; listPropertyFacts: LocksPorts['listProperties'] };
  reservations: { findGuestStay: LocksPorts['findStay']; listStays: LocksPorts['listStays'] };
  automation: Pick<LocksPorts, 'settingsFor' | 'proposeAction' | 'recordActivity' | 'alertHost'>;
}

/** The ports, from the faces. */
export function connectLocksPorts({ accounts, properties, reservations, automation }: LocksUses): LocksPorts {
  return {
    findDemoActor: accounts.findDemoActor,
    findUserName: accounts.findUserName,
    listProperties: properties.listPropertyFacts,
    findProperty: properties.findPropertyFacts,
    findStay: reservations.findGuestStay,
    listStays: reservations.listStays,
    settingsFor: automation.settingsFor,
    proposeAction: automation.proposeAction,
    recordActivity: automation.recordActivity,
    alertHost: automation.alertHost,
  };
}
