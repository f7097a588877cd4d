import {
  BUDGET_PER_ORDER_DOLLARS,
  CLEANER_ASSIGNMENTS,
  CLEANING_BUFFER_HOURS,
  CODE_LENGTHS,
  HOURS_BEFORE_CHECK_IN,
  LARGE_EXPENSE_THRESHOLD_CENTS,
  ORDER_THRESHOLD_PERCENTS,
  RESPONSE_TONES,
  type AutonomySettings,
} from '@cohost/shared';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import type { FieldErrors } from '../../../lib/form-errors';
import { SettingsCard } from '../../../components/ui/settings-card';
import { ChoiceSetting, ToggleSetting } from './setting-controls';

/** The areas the toggles and selects belong to. */
export type SettingsArea = 'messages' | 'locks' | 'supplies' | 'cleaning' | 'emergency';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const LARGE_EXPENSE_DOLLARS = LARGE_EXPENSE_THRESHOLD_CENTS / 100;

const TONE_OPTIONS = RESPONSE_TONES.map((value) => ({ value, label: capitalized(value) }));
const CODE_LENGTH_OPTIONS = CODE_LENGTHS.map((value) => ({ value, label: `${value} digits` }));
const THRESHOLD_OPTIONS = ORDER_THRESHOLD_PERCENTS.map((value) => ({ value, label: `${value}% remaining` }));
const BUDGET_OPTIONS = BUDGET_PER_ORDER_DOLLARS.map((value) => ({ value, label: `$${value}` }));
const BUFFER_OPTIONS = CLEANING_BUFFER_HOURS.map((value) => ({ value, label: plural(value, 'hour', 'hours') }));
const ASSIGNMENT_OPTIONS = CLEANER_ASSIGNMENTS.map((value) => ({ value, label: capitalized(value) }));

interface SettingsGroupsProps {
  settings: AutonomySettings;
  errors: FieldErrors;
  disabled: boolean;
  onChange<A extends SettingsArea>(area: A, change: Partial<AutonomySettings[A]>): void;
}

/** Every toggle and select of the brief, grouped by area, each with its own card. */
export function SettingsGroups({ settings, errors, disabled, onChange }: SettingsGroupsProps) {
  const { messages, locks, supplies, cleaning, emergency } = settings;
  const common = { disabled };
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SettingsCard title="Message Automation" description="How Cohost answers and writes to your guests.">
          <ToggleSetting {...common} label="Auto-respond to FAQs" checked={messages.autoRespondFaqs} error={errors['messages.autoRespondFaqs']} onChange={(value) => onChange('messages', { autoRespondFaqs: value })} />
          <ToggleSetting {...common} label={`Send check-in instructions ${HOURS_BEFORE_CHECK_IN} hours before arrival`} checked={messages.sendCheckInInstructions} error={errors['messages.sendCheckInInstructions']} onChange={(value) => onChange('messages', { sendCheckInInstructions: value })} />
          <ToggleSetting {...common} label="Follow up after checkout" checked={messages.followUpAfterCheckout} error={errors['messages.followUpAfterCheckout']} onChange={(value) => onChange('messages', { followUpAfterCheckout: value })} />
          <ChoiceSetting {...common} label="Response tone" value={messages.responseTone} options={TONE_OPTIONS} error={errors['messages.responseTone']} onChange={(value) => onChange('messages', { responseTone: value })} />
        </SettingsCard>
        <SettingsCard title="Smart Lock" description="The door code each stay gets.">
          <ToggleSetting {...common} label="Auto-generate door codes" checked={locks.autoGenerateCodes} error={errors['locks.autoGenerateCodes']} onChange={(value) => onChange('locks', { autoGenerateCodes: value })} />
          <ToggleSetting {...common} label={`Send codes ${HOURS_BEFORE_CHECK_IN} hours before check-in`} checked={locks.sendCodesBeforeCheckIn} error={errors['locks.sendCodesBeforeCheckIn']} onChange={(value) => onChange('locks', { sendCodesBeforeCheckIn: value })} />
          <ToggleSetting {...common} label="Auto-expire codes after checkout" checked={locks.autoExpireCodes} error={errors['locks.autoExpireCodes']} onChange={(value) => onChange('locks', { autoExpireCodes: value })} />
          <ChoiceSetting {...common} label="Code length" value={locks.codeLength} options={CODE_LENGTH_OPTIONS} error={errors['locks.codeLength']} onChange={(value) => onChange('locks', { codeLength: value })} />
        </SettingsCard>
        <SettingsCard title="Supply" description="Restocking each property within your budget.">
          <ToggleSetting {...common} label="Auto-order supplies" checked={supplies.autoOrder} error={errors['supplies.autoOrder']} onChange={(value) => onChange('supplies', { autoOrder: value })} />
          <ToggleSetting {...common} label="Notify cleaners of low stock" checked={supplies.notifyCleanersLowStock} error={errors['supplies.notifyCleanersLowStock']} onChange={(value) => onChange('supplies', { notifyCleanersLowStock: value })} />
          <ChoiceSetting {...common} label="Order threshold" value={supplies.orderThresholdPercent} options={THRESHOLD_OPTIONS} error={errors['supplies.orderThresholdPercent']} onChange={(value) => onChange('supplies', { orderThresholdPercent: value })} />
          <ChoiceSetting {...common} label="Budget per order" value={supplies.budgetPerOrderDollars} options={BUDGET_OPTIONS} error={errors['supplies.budgetPerOrderDollars']} onChange={(value) => onChange('supplies', { budgetPerOrderDollars: value })} />
        </SettingsCard>
        <SettingsCard title="Cleaning" description="Turnovers and the cleaners who do them.">
          <ToggleSetting {...common} label="Auto-schedule between turnovers" checked={cleaning.autoSchedule} error={errors['cleaning.autoSchedule']} onChange={(value) => onChange('cleaning', { autoSchedule: value })} />
          <ToggleSetting {...common} label="Cleaner notifications 24 hours before" checked={cleaning.notifyCleaners} error={errors['cleaning.notifyCleaners']} onChange={(value) => onChange('cleaning', { notifyCleaners: value })} />
          <ChoiceSetting {...common} label="Buffer time" value={cleaning.bufferHours} options={BUFFER_OPTIONS} error={errors['cleaning.bufferHours']} onChange={(value) => onChange('cleaning', { bufferHours: value })} />
          <ChoiceSetting {...common} label="Cleaner assignment" value={cleaning.assignment} options={ASSIGNMENT_OPTIONS} error={errors['cleaning.assignment']} onChange={(value) => onChange('cleaning', { assignment: value })} />
        </SettingsCard>
      </SimpleGrid>
      <SettingsCard title="Emergency Overrides" description="Which emergencies alert you at once, whatever the mode and the slider say.">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          Emergencies always reach a person. Switching one off only stops the immediate alert: the action still waits for your approval.
        </Alert>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
          <ToggleSetting {...common} label="Guest complaints" checked={emergency.guestComplaints} error={errors['emergency.guestComplaints']} onChange={(value) => onChange('emergency', { guestComplaints: value })} />
          <ToggleSetting {...common} label="Property damage reports" checked={emergency.damageReports} error={errors['emergency.damageReports']} onChange={(value) => onChange('emergency', { damageReports: value })} />
          <ToggleSetting {...common} label={`Large expenses (orders over $${LARGE_EXPENSE_DOLLARS})`} checked={emergency.largeExpenses} error={errors['emergency.largeExpenses']} onChange={(value) => onChange('emergency', { largeExpenses: value })} />
          <ToggleSetting {...common} label="System malfunctions" checked={emergency.systemMalfunctions} error={errors['emergency.systemMalfunctions']} onChange={(value) => onChange('emergency', { systemMalfunctions: value })} />
        </SimpleGrid>
      </SettingsCard>
    </Stack>
  );
}
