import type { ApproveInput, AutonomySettings } from '@cohost/shared';
import type { Tx } from '../../platform/db/database';
import { isUuid } from '../../platform/runtime/is-uuid';
import type { Actor } from '../accounts';
import type { ActivityInput, ProposeActionInput, ProposeActionResult } from '../automation';
import type { PropertyFacts } from '../properties';
import type { StayTimes } from '../reservations';

/** What supplies needs from the rest of the application, wired in the composition root. */
export interface SuppliesPorts {
  findDemoActor(): Promise<Actor | null>;
  findUserName(userId: string): Promise<string | null>;
  listProperties(workspaceId: string): Promise<PropertyFacts[]>;
  findProperty(workspaceId: string, propertyId: string): Promise<PropertyFacts | null>;
  /** A property's live stays touching [from, to] (the forecast's guest-nights, the next turnover). */
  listPropertyStays(workspaceId: string, propertyId: string, range: { from: string; to: string }): Promise<StayTimes[]>;
  settingsFor(workspaceId: string, propertyId: string | null): Promise<AutonomySettings>;
  proposeAction(input: ProposeActionInput): Promise<ProposeActionResult>;
  recordActivity(tx: Tx, input: ActivityInput): Promise<void>;
  approvalStates(workspaceId: string, ids: string[]): Promise<Array<{ id: string; version: number; status: string }>>;
  approveAction(actor: Actor, id: string, input: ApproveInput): Promise<unknown>;
  denyAction(actor: Actor, id: string, input: { version: number; reason: string }): Promise<unknown>;
  email(message: { to: string; subject: string; text: string; html: string; replyTo?: string; template: string; idempotencyKey: string; workspaceId?: string }): Promise<void>;
}

/** The faces of the modules supplies uses (the composition root passes them whole). */
export interface SuppliesUses {
  accounts: Pick<SuppliesPorts, 'findDemoActor' | 'findUserName'>;
  properties: { findPropertyFacts: SuppliesPorts['findProperty']; listPropertyFacts: SuppliesPorts['listProperties'] };
  reservations: { listPropertyStayTimes: SuppliesPorts['listPropertyStays'] };
  automation: Pick<SuppliesPorts, 'settingsFor' | 'proposeAction' | 'recordActivity' | 'approvalStates' | 'approveAction' | 'denyAction'>;
  notifications: Pick<SuppliesPorts, 'email'>;
}

/** The ports, from the faces. */
export function connectSuppliesPorts({ accounts, properties, reservations, automation, notifications }: SuppliesUses): SuppliesPorts {
  return {
    findDemoActor: accounts.findDemoActor,
    findUserName: accounts.findUserName,
    listProperties: properties.listPropertyFacts,
    // A malformed id is no property (not a database error).
    findProperty: async (workspaceId, propertyId) => (isUuid(propertyId) ? properties.findPropertyFacts(workspaceId, propertyId) : null),
    listPropertyStays: reservations.listPropertyStayTimes,
    settingsFor: automation.settingsFor,
    proposeAction: automation.proposeAction,
    recordActivity: automation.recordActivity,
    approvalStates: automation.approvalStates,
    approveAction: automation.approveAction,
    denyAction: automation.denyAction,
    email: notifications.email,
  };
}
