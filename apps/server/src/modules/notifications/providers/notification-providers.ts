/** An email as providers send it: both parts always travel together. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's reply goes (a guest conversation's reply address). */
  replyTo?: string;
  /** Which message this is (e.g. accounts.verify-email); sent as the X-Cohost-Template header for filtering. */
  template?: string;
}

export interface SmsMessage {
  /** E.164, e.g. +14155550123. */
  to: string;
  body: string;
}

export interface SentMessage {
  /** The provider's id for the message (SMTP Message-ID, Twilio SID…), kept on the outbox row. */
  messageId: string;
}

/** Sends one email or throws; a throw is retried by the delivery job. */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<SentMessage>;
}

/** Sends one text message or throws; a throw is retried by the delivery job. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SentMessage>;
}

export interface NotificationProviders {
  email: EmailProvider;
  sms: SmsProvider;
}
