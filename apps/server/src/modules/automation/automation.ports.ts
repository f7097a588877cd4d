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
  /** Push for escalations, approvals waiting and urgent problems (account preferences: urgent alerts). */
  urgentAlerts: boolean;
  /** An email for each new, changed or cancelled booking (account preferences: booking confirmations). */
  bookingConfirmations: boolean;
  /** Push for check-ins, check-outs and booking changes (account preferences: booking updates). */
  bookingUpdates: boolean;
  /** Push when the optimizer proposes a suggestion (account preferences: AI recommendations). */
  aiRecommendations: boolean;
  /** The owner's IANA time zone (account profile), for the daily digest's hour and day. */
  timeZone: string;
}

/** A push to a person's subscribed devices (none subscribed: nothing happens). */
export interface PushRequest {
  userId: string;
  workspaceId: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  idempotencyKey: string;
  urgent?: boolean;
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
  push(message: PushRequest): Promise<void>;
}

/** The faces of the modules automation uses (the composition root passes them whole). */
export interface AutomationUses {
  accounts: Pick<AutomationPorts, 'findUserName' | 'findAlertContact'>;
  properties: { listPropertyFacts(workspaceId: string): Promise<Array<{ id: string; name: string }>> };
  reservations: Pick<AutomationPorts, 'findStay'>;
  notifications: Pick<AutomationPorts, 'email' | 'sms' | 'push'>;
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
    push: notifications.push,
  };
}
