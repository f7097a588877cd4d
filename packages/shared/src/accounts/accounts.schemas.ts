import { z } from 'zod';

import { EmailSchema } from '../email';
import { LANGUAGES, TIMEZONES, WORKSPACE_ROLES } from './accounts.constants';

export const ProfileSchema = z
  .object({
    firstName: z.string().trim().max(80),
    lastName: z.string().trim().max(80),
    bio: z.string().trim().max(1000),
    timezone: z.enum(TIMEZONES),
    language: z.enum(LANGUAGES),
  })
  .meta({ id: 'Profile' });

export const PreferencesSchema = z
  .object({
    email: z.object({
      newGuestMessages: z.boolean(),
      bookingConfirmations: z.boolean(),
      aiActionSummaries: z.boolean(),
      marketingUpdates: z.boolean(),
    }),
    push: z.object({
      urgentAlerts: z.boolean(),
      bookingUpdates: z.boolean(),
      aiRecommendations: z.boolean(),
    }),
    privacy: z.object({
      shareUsageAnalytics: z.boolean(),
      showProfileToTeam: z.boolean(),
    }),
  })
  .meta({ id: 'Preferences' });

export const DEFAULT_PREFERENCES: z.infer<typeof PreferencesSchema> = {
  email: { newGuestMessages: true, bookingConfirmations: true, aiActionSummaries: true, marketingUpdates: false },
  push: { urgentAlerts: true, bookingUpdates: true, aiRecommendations: false },
  privacy: { shareUsageAnalytics: false, showProfileToTeam: true },
};

export const MeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      /** Null for phone-only accounts. */
      email: z.string().nullable(),
      emailVerified: z.boolean(),
      phoneNumber: z.string().nullable(),
      twoFactorEnabled: z.boolean(),
    }),
    workspace: z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(WORKSPACE_ROLES),
      /** Shown to owners and managers only. */
      cleanerCode: z.string().nullable(),
    }),
    profile: ProfileSchema,
    preferences: PreferencesSchema,
    /** When marketing updates were turned on (the consent and its time); null while they are off. */
    marketingConsentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Me' });

export const CleanerSignInInputSchema = z
  .object({
    cleanerCode: z.string().trim().min(1, 'Cleaner code is required'),
    email: EmailSchema,
    password: z.string().min(1, 'Password is required'),
  })
  .meta({ id: 'CleanerSignInInput' });

export const CloseAccountInputSchema = z
  .object({
    /** The user types DELETE to confirm. */
    confirmation: z.literal('DELETE', { message: 'Type DELETE to confirm' }),
  })
  .meta({ id: 'CloseAccountInput' });

export type Profile = z.infer<typeof ProfileSchema>;
export type Preferences = z.infer<typeof PreferencesSchema>;
export type Me = z.infer<typeof MeSchema>;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** A workspace export (Account Settings → Export Data): its progress, then where to download it until it expires. */
export const WorkspaceExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['running', 'ready', 'failed']),
    partsDone: z.number().int().min(0),
    partsTotal: z.number().int().min(0),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime(),
    bytes: z.number().int().nullable(),
    /** The authenticated download (the owner's session), while ready and not expired. */
    downloadUrl: z.string().nullable(),
  });
export type WorkspaceExport = z.infer<typeof WorkspaceExportSchema>;
