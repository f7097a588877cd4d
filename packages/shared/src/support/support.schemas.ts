import { z } from 'zod';

import { emailSchema } from '../email';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_REQUEST_KINDS, LAUNCH_MODES } from './support.constants';

/** A question or demo request from the FAQ's contact form; the web form uses the same rules. */
export const ContactRequestInputSchema = z
  .object({
    kind: z.enum(CONTACT_REQUEST_KINDS),
    name: z.string().trim().min(1, 'Enter your name.').max(CONTACT_NAME_MAX, `Keep your name under ${CONTACT_NAME_MAX} characters.`),
    email: emailSchema('Enter a valid email address.'),
    message: z
      .string()
      .trim()
      .min(CONTACT_MESSAGE_MIN, `Tell us a little more (at least ${CONTACT_MESSAGE_MIN} characters).`)
      .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  })
  .meta({ id: 'ContactRequestInput' });
export type ContactRequestInput = z.input<typeof ContactRequestInputSchema>;

export const ContactRequestReceiptSchema = z
  .object({
    id: z.string(),
    kind: z.enum(CONTACT_REQUEST_KINDS),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ContactRequestReceipt' });
export type ContactRequestReceipt = z.infer<typeof ContactRequestReceiptSchema>;

/** What the public pages need to know about this installation. */
export const SiteInfoSchema = z
  .object({
    launchMode: z.enum(LAUNCH_MODES),
    /** Where the host team reads questions; shown on /terms and /privacy. */
    supportEmail: z.string(),
    /** A booking link for Schedule Demo, or null to use the contact form. */
    scheduleDemoUrl: z.string().nullable(),
    /** `off` (BILLING=off): a self-hosted installation that sells nothing; every feature works without a plan. */
    billing: z.enum(['on', 'off']),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
