import { MIN_STAY_NIGHTS_MAX, MIN_STAY_NIGHTS_MIN, type PropertyListing } from '@cohost/shared';
import { NumberInput, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';

import type { FieldErrors } from '../../../lib/form-errors';
import { centsFrom, numberFrom } from '../../../lib/number-input';

type ListingDraft = Partial<PropertyListing>;

interface ListingFieldsProps {
  listing: ListingDraft;
  errors: FieldErrors;
  onChange(listing: ListingDraft): void;
}

/** The listing as guests see it on the platforms; the price is typed in units and kept in cents. */
export function ListingFields({ listing, errors, onChange }: ListingFieldsProps) {
  const set = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) => onChange({ ...listing, [key]: value });
  const price = listing.baseNightlyPriceCents;
  return (
    <Stack gap="md">
      <TextInput label="Listing title" value={listing.title ?? ''} onChange={(e) => set('title', e.currentTarget.value)} error={errors['listing.title']} />
      <Textarea label="Description" autosize minRows={4} maxRows={12} value={listing.description ?? ''} onChange={(e) => set('description', e.currentTarget.value)} error={errors['listing.description']} />
      <TagsInput label="Amenities" description="Press Enter after each one." value={listing.amenities ?? []} onChange={(value) => set('amenities', value)} error={errors['listing.amenities']} clearable />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <NumberInput
          label="Base nightly price"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={price === null || price === undefined ? '' : price / 100}
          onChange={(value) => set('baseNightlyPriceCents', centsFrom(value))}
          error={errors['listing.baseNightlyPriceCents']}
        />
        <TextInput label="Currency" maxLength={3} value={listing.currency ?? 'USD'} onChange={(e) => set('currency', e.currentTarget.value.toUpperCase())} error={errors['listing.currency']} />
        <NumberInput label="Photos" min={0} allowDecimal={false} value={listing.photosCount ?? 0} onChange={(value) => set('photosCount', numberFrom(value) ?? 0)} error={errors['listing.photosCount']} />
        <NumberInput
          label="Minimum stay (nights)"
          description="As set on the platform; empty if unknown."
          min={MIN_STAY_NIGHTS_MIN}
          max={MIN_STAY_NIGHTS_MAX}
          allowDecimal={false}
          value={listing.minStayNights ?? ''}
          onChange={(value) => set('minStayNights', numberFrom(value))}
          error={errors['listing.minStayNights']}
        />
      </SimpleGrid>
    </Stack>
  );
}
