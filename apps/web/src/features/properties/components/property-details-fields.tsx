import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyInput } from '@cohost/shared';
import { NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';

import type { FieldErrors } from '../../../lib/form-errors';
import { numberFrom } from '../../../lib/number-input';
import { PROPERTY_TYPE_LABELS } from './property-labels';

export type PropertyDraft = Required<Pick<PropertyInput, 'name' | 'type' | 'maxGuests' | 'bedrooms' | 'bathrooms' | 'timezone' | 'checkInTime' | 'checkOutTime' | 'status'>> &
  Omit<PropertyInput, 'name' | 'type' | 'maxGuests' | 'bedrooms' | 'bathrooms' | 'timezone' | 'checkInTime' | 'checkOutTime' | 'status'> & {
    address: NonNullable<PropertyInput['address']>;
  };

// The runtime's list leaves out 'UTC' (the browser's zone on many servers and containers) and names
// some zones by one alias only (Asia/Calcutta, not Asia/Kolkata), though the server accepts both.
const TIME_ZONES = [...new Set(['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])])];

/** The zones to choose from, always including the property's own (a Select shows nothing for a value it does not list). */
function timeZoneOptions(current: string): string[] {
  return TIME_ZONES.includes(current) ? TIME_ZONES : [current, ...TIME_ZONES];
}

interface PropertyDetailsFieldsProps {
  draft: PropertyDraft;
  errors: FieldErrors;
  onChange(draft: PropertyDraft): void;
  /** Said under the time zone (where the zone came from). */
  timezoneHint?: string;
}

const toNumber = (value: string | number) => numberFrom(value) ?? Number.NaN;

/** Name, address, type and capacity, time zone and default times, status: the property's core facts. */
export function PropertyDetailsFields({ draft, errors, onChange, timezoneHint }: PropertyDetailsFieldsProps) {
  const set = <K extends keyof PropertyDraft>(key: K, value: PropertyDraft[K]) => onChange({ ...draft, [key]: value });
  const setAddress = (key: keyof PropertyDraft['address'], value: string) => onChange({ ...draft, address: { ...draft.address, [key]: value } });
  return (
    <Stack gap="md">
      <TextInput label="Property name" required value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} placeholder="Ocean View Cottage" />
      <Title order={3} size="h5">
        Address
      </Title>
      <TextInput label="Street address" value={draft.address.line1 ?? ''} onChange={(e) => setAddress('line1', e.currentTarget.value)} error={errors['address.line1']} />
      <TextInput label="Apartment, suite, unit" value={draft.address.line2 ?? ''} onChange={(e) => setAddress('line2', e.currentTarget.value)} error={errors['address.line2']} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="City" value={draft.address.city ?? ''} onChange={(e) => setAddress('city', e.currentTarget.value)} error={errors['address.city']} />
        <TextInput label="State or region" value={draft.address.region ?? ''} onChange={(e) => setAddress('region', e.currentTarget.value)} error={errors['address.region']} />
        <TextInput label="Postal code" value={draft.address.postalCode ?? ''} onChange={(e) => setAddress('postalCode', e.currentTarget.value)} error={errors['address.postalCode']} />
        <TextInput label="Country (2-letter code)" value={draft.address.country ?? ''} maxLength={2} onChange={(e) => setAddress('country', e.currentTarget.value.toUpperCase())} error={errors['address.country']} placeholder="US" />
      </SimpleGrid>
      <Title order={3} size="h5">
        The place
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Type" data={PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }))} value={draft.type} onChange={(value) => value && set('type', value as PropertyDraft['type'])} allowDeselect={false} error={errors.type} />
        <Select label="Status" data={PROPERTY_STATUSES.map((status) => ({ value: status, label: status === 'active' ? 'Active' : 'Maintenance' }))} value={draft.status} onChange={(value) => value && set('status', value as PropertyDraft['status'])} allowDeselect={false} error={errors.status} />
        <NumberInput label="Max guests" min={1} max={100} allowDecimal={false} value={draft.maxGuests} onChange={(v) => set('maxGuests', toNumber(v))} error={errors.maxGuests} />
        <NumberInput label="Bedrooms" min={0} max={100} allowDecimal={false} value={draft.bedrooms} onChange={(v) => set('bedrooms', toNumber(v))} error={errors.bedrooms} />
        <NumberInput label="Bathrooms" min={0} max={100} step={0.5} decimalScale={1} value={draft.bathrooms} onChange={(v) => set('bathrooms', toNumber(v))} error={errors.bathrooms} />
      </SimpleGrid>
      <Title order={3} size="h5">
        Times
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Time zone" searchable data={timeZoneOptions(draft.timezone)} value={draft.timezone} onChange={(value) => value && set('timezone', value)} allowDeselect={false} error={errors.timezone} description={timezoneHint} />
        <TextInput label="Default check-in time" type="time" value={draft.checkInTime} onChange={(e) => set('checkInTime', e.currentTarget.value)} error={errors.checkInTime} />
        <TextInput label="Default check-out time" type="time" value={draft.checkOutTime} onChange={(e) => set('checkOutTime', e.currentTarget.value)} error={errors.checkOutTime} />
      </SimpleGrid>
    </Stack>
  );
}

/** A new property's starting values: the browser's time zone, the usual times. */
export function newPropertyDraft(): PropertyDraft {
  return {
    name: '',
    address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
    type: 'house',
    maxGuests: 4,
    bedrooms: 2,
    bathrooms: 1,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    checkInTime: '16:00',
    checkOutTime: '11:00',
    status: 'active',
    listing: { title: '', description: '', amenities: [], photosCount: 0, baseNightlyPriceCents: null, currency: 'USD', minStayNights: null },
    knowledgeBase: { faq: [] },
  };
}
