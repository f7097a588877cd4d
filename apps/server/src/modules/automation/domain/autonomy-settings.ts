import { AutonomySettingsSchema, DEFAULT_AUTONOMY_SETTINGS, type AutonomySettings } from '@cohost/shared';

/** Stored settings, read leniently: a value a later version no longer knows falls back to its default. */
export function readSettings(row: { settings: unknown } | undefined): AutonomySettings {
  if (!row) return DEFAULT_AUTONOMY_SETTINGS;
  const parsed = AutonomySettingsSchema.safeParse(row.settings);
  if (parsed.success) return parsed.data;
  const merged = { ...DEFAULT_AUTONOMY_SETTINGS, ...(row.settings as Partial<AutonomySettings>) };
  const retried = AutonomySettingsSchema.safeParse(merged);
  return retried.success ? retried.data : DEFAULT_AUTONOMY_SETTINGS;
}
