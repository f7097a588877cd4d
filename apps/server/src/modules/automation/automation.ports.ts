/** A stay as time-based steps need it: its state and the instants its times give. */
export interface StayFacts {
  id: string;
  workspaceId: string;
  propertyId: string;
  kind: 'guest' | 'owner' | 'maintenance';
  status: 'confirmed' | 'cancelled';
  checkInAt: Date;
  checkOutAt: Date;
  /** The property's IANA time zone: offsets like "the day before" are counted in it. */
  timezone: string;
}

/** The person a workspace's urgent alerts go to, and how they want them. */
export interface AlertContact {
  userId: string;
  name: string | null;
  email: string | null;
  phoneNumber: string | null;
  /** Text messages for urgent alerts (account preferences), when there is a phone number. */
  textAlerts: boolean;
  /** Emails about Cohost's actions (account preferences: AI action summaries). */
  emailSummaries: boolean;
  /** Emails about guest messages that wait for a person (account preferences: new guest messages). */
  newGuestMessages: boolean;
}

/** What automation needs from the rest of the application, wired in the composition root. */
export interface AutomationPorts {
  /** A user's display name for the activity log. */
  findUserName(userId: string): Promise<string | null>;
  /** The workspace's properties that are not archived: id, name. */
  listProperties(workspaceId: string): Promise<Array<{ id: string; name: string }>>;
  findStay(workspaceId: string, reservationId: string): Promise<StayFacts | null>;
  findAlertContact(workspaceId: string): Promise<AlertContact | null>;
  email(message: { to: string; subject: string; text: string; html: string; template: string; idempotencyKey: string; workspaceId: string }): Promise<void>;
  sms(message: { to: string; body: string; template: string; idempotencyKey: string; workspaceId: string }): Promise<void>;
}

/** The faces of the modules automation uses (the composition root passes them whole). */
export interface AutomationUses {
  accounts: Pick<AutomationPorts, 'findUserName' | 'findAlertContact'>;
  properties: { listPropertyFacts(workspaceId: string): Promise<Array<{ id: string; name: string }>> };
  reservations: Pick<AutomationPorts, 'findStay'>;
  notifications: Pick<AutomationPorts, 'email' | 'sms'>;
}

/** The ports, from the faces. */
export function connectAutomationPorts({ accounts, properties, reservations, notifications }: AutomationUses): AutomationPorts {
  return {
    findUserName: accounts.findUserName,
    findAlertContact: accounts.findAlertContact,
    listProperties: properties.listPropertyFacts,
    findStay: reservations.findStay,
    email: notifications.email,
    sms: notifications.sms,
  };
}
