import { z } from 'zod';
import { PLATFORM_CHANNELS } from './messaging.schemas';

/**
 * The workspace's platform mailbox (issue 23): the mailbox Airbnb, Vrbo and Booking.com send
 * their guest-message notifications to. Cohost reads it over IMAP (IDLE, with polling as the
 * fallback) or receives copies forwarded to its signed inbound webhook, and answers through the
 * mailbox's own SMTP from `address`, the address the platforms know. Passwords are sealed at rest
 * and never returned.
 */
const host = z
  .string({ error: 'Enter the server name, for example imap.fastmail.com.' })
  .trim()
  .min(1, 'Enter the server name, for example imap.fastmail.com.')
  .max(253, 'Keep the server name under 253 characters.')
  .regex(/^[A-Za-z0-9.-]+$|^\[?[0-9a-fA-F:.]+\]?$/, 'Enter a server name (letters, digits, dots and dashes) or an IP address.');
const port = z.coerce.number({ error: 'Enter the port number.' }).int('Enter a whole port number.').min(1, 'Ports go from 1 to 65535.').max(65535, 'Ports go from 1 to 65535.');
const user = z.string({ error: 'Enter the user name (often the email address).' }).trim().min(1, 'Enter the user name (often the email address).').max(320, 'Keep the user name under 320 characters.');
/** Absent on an update keeps the saved password. */
const password = z.string().min(1, 'Enter the password (an app password where the provider offers one).').max(1000, 'Keep the password under 1,000 characters.');
/** `tls`: TLS from the first byte (IMAP 993, SMTP 465); `starttls`: upgraded after connecting (SMTP 587, IMAP 143); `none`: only for a server on this machine. */
export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export const PlatformMailboxInputSchema = z
  .object({
    /** The address the platforms know the host by: replies leave from it. */
    address: z.email({ error: 'Enter the email address your platform notifications go to.' }).max(320),
    imap: z.object({
      host,
      port: port.default(993),
      security: z.enum(MAIL_SECURITY, { error: "Choose 'tls', 'starttls' or 'none'." }).default('tls'),
      user,
      password: password.optional(),
      /** The folder platform mail arrives in. */
      folder: z.string().trim().min(1, 'Name the folder, for example INBOX.').max(200, 'Keep the folder name under 200 characters.').default('INBOX'),
    }),
    smtp: z.object({
      host,
      port: port.default(587),
      security: z.enum(MAIL_SECURITY, { error: "Choose 'tls', 'starttls' or 'none'." }).default('starttls'),
      user,
      password: password.optional(),
    }),
  })
  .meta({ id: 'PlatformMailboxInput' });
export type PlatformMailboxInput = z.infer<typeof PlatformMailboxInputSchema>;

export const PLATFORM_MAILBOX_STATES = ['connected', 'error'] as const;
export const PlatformMailboxSchema = z
  .object({
    address: z.string(),
    imap: z.object({ host: z.string(), port: z.number().int(), security: z.enum(MAIL_SECURITY), user: z.string(), folder: z.string() }),
    smtp: z.object({ host: z.string(), port: z.number().int(), security: z.enum(MAIL_SECURITY), user: z.string() }),
    state: z.enum(PLATFORM_MAILBOX_STATES),
    /** The last error reading or sending, in words, with when. */
    lastError: z.string().nullable(),
    lastErrorAt: z.iso.datetime().nullable(),
    lastCheckedAt: z.iso.datetime().nullable(),
    /** `idle`: the server pushes new mail (IMAP IDLE); `polling`: checked every minute. */
    watching: z.enum(['idle', 'polling']),
    /** Forward platform mail here instead of (or as well as) IMAP: the signed inbound webhook's address for this workspace. */
    forwardingAddress: z.string().nullable(),
    connectedAt: z.iso.datetime(),
  })
  .meta({ id: 'PlatformMailbox' });
export type PlatformMailbox = z.infer<typeof PlatformMailboxSchema>;

/** The state of the mailbox connection: null when none is connected. */
export const PlatformMailboxStatusSchema = z.object({ mailbox: z.union([PlatformMailboxSchema, z.null()]) }).meta({ id: 'PlatformMailboxStatus' });
export type PlatformMailboxStatus = z.infer<typeof PlatformMailboxStatusSchema>;

/**
 * What Cohost did with a mail from the platform mailbox: `guest-message` joined a conversation;
 * `reservation` filled a stay (guest name, relay) and answered nothing; `ignored` (not a guest
 * message: payouts, reviews, marketing, a lookalike sender) is listed, never answered;
 * `unmatched`: a guest message Cohost could not tie to a property; `bounce`: a reply the relay refused.
 */
export const PLATFORM_MAIL_OUTCOMES = ['guest-message', 'reservation', 'ignored', 'unmatched', 'bounce', 'duplicate'] as const;
export type PlatformMailOutcome = (typeof PLATFORM_MAIL_OUTCOMES)[number];
export const PlatformMailEntrySchema = z
  .object({
    id: z.string(),
    receivedAt: z.iso.datetime(),
    from: z.string(),
    subject: z.string(),
    platform: z.enum(PLATFORM_CHANNELS).nullable(),
    outcome: z.enum(PLATFORM_MAIL_OUTCOMES),
    /** Why, in words ("a payout notice, not a guest message", "sender not verified: airbnb-support.co"). */
    reason: z.string(),
    conversationId: z.string().nullable(),
  })
  .meta({ id: 'PlatformMailEntry' });
export type PlatformMailEntry = z.infer<typeof PlatformMailEntrySchema>;
export const PlatformMailListSchema = z.object({ items: z.array(PlatformMailEntrySchema) }).meta({ id: 'PlatformMailList' });
export type PlatformMailList = z.infer<typeof PlatformMailListSchema>;
