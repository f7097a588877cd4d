import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AUTONOMY_SETTINGS, type AutonomySettings } from '@cohost/shared';
import { describe, expect, it } from 'vitest';

import { decide, type PolicyAction } from './decide';

// Issue 25: every setting of /ai-settings (AutonomySettingsSchema, the Messages, Smart Lock,
// Supply, Cleaning and Emergency groups, the mode, the slider and the promotions) is read by
// something. A setting the policy reads is proven by behaviour: changing it alone changes
// `decide`'s answer for some action. A setting a module reads where it does the work (locks,
// cleaning, supplies, messaging read `settingsFor(…)` through automation's face) is proven by
// naming the use case and the exact read in its source. A new setting with neither fails here.

const MODULES = fileURLToPath(new URL('../../', import.meta.url));

type Settings = AutonomySettings;
const custom = (change: (settings: Settings) => void = () => {}): Settings => {
  const settings = structuredClone({ ...DEFAULT_AUTONOMY_SETTINGS, mode: 'custom' as const, autonomyLevel: 100 });
  change(settings);
  return settings;
};

/** One setting changing `decide`: the action, the settings before, and the same settings with only that one changed. */
interface PolicyProof {
  action: PolicyAction;
  context?: { systemMalfunction?: boolean };
  before: Settings;
  after: Settings;
}

const POLICY: Record<string, PolicyProof> = {
  mode: { action: { kind: 'guest.reply', intent: 'faq', confidence: 0.95 }, before: custom(), after: custom((s) => void (s.mode = 'beginner')) },
  autonomyLevel: { action: { kind: 'listing.apply-change' }, before: custom(), after: custom((s) => void (s.autonomyLevel = 10)) },
  'messages.autoRespondFaqs': { action: { kind: 'guest.reply', intent: 'faq', confidence: 0.95 }, before: custom(), after: custom((s) => void (s.messages.autoRespondFaqs = false)) },
  'messages.sendCheckInInstructions': { action: { kind: 'guest.check-in-instructions' }, before: custom(), after: custom((s) => void (s.messages.sendCheckInInstructions = false)) },
  'messages.followUpAfterCheckout': { action: { kind: 'guest.scheduled-message', trigger: 'follow-up' }, before: custom(), after: custom((s) => void (s.messages.followUpAfterCheckout = true)) },
  'locks.autoGenerateCodes': { action: { kind: 'locks.issue-code' }, before: custom(), after: custom((s) => void (s.locks.autoGenerateCodes = false)) },
  'locks.sendCodesBeforeCheckIn': { action: { kind: 'locks.issue-code' }, before: custom(), after: custom((s) => void (s.locks.sendCodesBeforeCheckIn = false)) },
  'supplies.autoOrder': { action: { kind: 'supplies.order', amountCents: 4_000, monthSpentCents: 0, monthlyLimitCents: 50_000 }, before: custom(), after: custom((s) => void (s.supplies.autoOrder = false)) },
  'supplies.budgetPerOrderDollars': { action: { kind: 'supplies.order', amountCents: 9_000, monthSpentCents: 0, monthlyLimitCents: 50_000 }, before: custom(), after: custom((s) => void (s.supplies.budgetPerOrderDollars = 50)) },
  'cleaning.autoSchedule': { action: { kind: 'cleaning.schedule' }, before: custom(), after: custom((s) => void (s.cleaning.autoSchedule = false)) },
  'cleaning.assignment': { action: { kind: 'cleaning.assign' }, before: custom(), after: custom((s) => void (s.cleaning.assignment = 'manual')) },
  'emergency.guestComplaints': { action: { kind: 'guest.reply', intent: 'complaint', confidence: 0.95 }, before: custom(), after: custom((s) => void (s.emergency.guestComplaints = false)) },
  'emergency.damageReports': { action: { kind: 'claims.file', amountCents: 100 }, before: custom(), after: custom((s) => void (s.emergency.damageReports = false)) },
  'emergency.largeExpenses': { action: { kind: 'supplies.order', amountCents: 60_000, monthSpentCents: 0, monthlyLimitCents: 100_000 }, before: custom(), after: custom((s) => void (s.emergency.largeExpenses = false)) },
  'emergency.systemMalfunctions': { action: { kind: 'cleaning.schedule' }, context: { systemMalfunction: true }, before: custom(), after: custom((s) => void (s.emergency.systemMalfunctions = false)) },
  promotedKinds: { action: { kind: 'listing.apply-change' }, before: custom((s) => void (s.autonomyLevel = 10)), after: custom((s) => void ((s.autonomyLevel = 10), (s.promotedKinds = ['listing.apply-change']))) },
};

/** Where a module reads the setting to do its work: the file (under modules/) and the read, word for word. */
const MODULE_READS: Record<string, Array<{ file: string; reads: string }>> = {
  'messages.responseTone': [{ file: 'messaging/messaging.repo.ts', reads: 'tone: settings.messages.responseTone' }],
  'locks.autoGenerateCodes': [{ file: 'locks/use-cases/list-locks.ts', reads: 'autoGenerateCodes' }],
  'locks.autoExpireCodes': [{ file: 'locks/use-cases/advance-door-codes.ts', reads: 'if (!settings.locks.autoExpireCodes) return;' }],
  'locks.codeLength': [{ file: 'locks/use-cases/plan-stay-codes.ts', reads: 'lock.codeLength ?? settings.locks.codeLength' }],
  'supplies.autoOrder': [{ file: 'supplies/use-cases/reorder-property.ts', reads: 'if (!settings.supplies.autoOrder) return [];' }],
  'supplies.notifyCleanersLowStock': [{ file: 'supplies/use-cases/items-to-count.ts', reads: 'settings.supplies.notifyCleanersLowStock' }],
  'supplies.orderThresholdPercent': [{ file: 'supplies/use-cases/forecast-property.ts', reads: 'thresholdPercent: settings.supplies.orderThresholdPercent' }],
  'supplies.budgetPerOrderDollars': [{ file: 'supplies/use-cases/reorder-property.ts', reads: 'settings.supplies.budgetPerOrderDollars * 100' }],
  'cleaning.autoSchedule': [{ file: 'cleaning/use-cases/plan-turnovers.ts', reads: 'if (!rules.settings.autoSchedule) return null;' }],
  'cleaning.notifyCleaners': [{ file: 'cleaning/use-cases/notify-cleaners.ts', reads: 'settings.cleaning.notifyCleaners' }],
  'cleaning.bufferHours': [{ file: 'cleaning/use-cases/plan-turnovers.ts', reads: 'bufferHours: rules.settings.bufferHours' }],
  'cleaning.assignment': [{ file: 'cleaning/use-cases/plan-turnovers.ts', reads: "rules.settings.assignment !== 'manual'" }],
};

/** Every setting of the screen, as 'group.key' (top-level ones by name). */
function settingPaths(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object' && !Array.isArray(child) ? settingPaths(child as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const SETTINGS = settingPaths(DEFAULT_AUTONOMY_SETTINGS);

describe('every AI setting is read by something (issue 25)', () => {
  it('knows the screen’s settings, the Smart Lock, Supply and Cleaning groups included', () => {
    expect(SETTINGS).toEqual(expect.arrayContaining(['locks.codeLength', 'supplies.orderThresholdPercent', 'cleaning.bufferHours', 'messages.responseTone', 'mode', 'promotedKinds']));
    expect(SETTINGS.length).toBe(23);
  });

  it.each(SETTINGS)('%s has a reader', (path) => {
    expect(POLICY[path] ?? MODULE_READS[path], `nothing is known to read '${path}': wire it to the module that should, or take it off /ai-settings`).toBeDefined();
  });

  it.each(Object.entries(POLICY))('%s changes the policy’s decision', (path, proof) => {
    expect(SETTINGS).toContain(path);
    const before = decide(proof.action, proof.before, proof.context);
    const after = decide(proof.action, proof.after, proof.context);
    expect(after.decision === before.decision && after.reason === before.reason, `${path}: ${before.decision} (${before.reason}) both times`).toBe(false);
  });

  it.each(Object.entries(MODULE_READS))('%s is read where the module does the work', (path, reads) => {
    expect(SETTINGS).toContain(path);
    for (const { file, reads: read } of reads) {
      expect(existsSync(`${MODULES}${file}`), file).toBe(true);
      expect(readFileSync(`${MODULES}${file}`, 'utf8'), `${file} reads ${path}`).toContain(read);
    }
  });
});
