import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { formatCardNumber, formatCvc, formatExpiry, validateCardInput, type CardInput, type CardInputErrors } from '../domain/card-input';

const EMPTY_CARD: CardInput = { cardNumber: '', expiry: '', cvc: '', name: '' };

/** A test number picked from the checkout's note; a new object each pick, so picking it again refills. */
export interface PickedTestCard {
  number: string;
}

interface CardFormProps {
  submitLabel: string;
  isSubmitting: boolean;
  /** A test number picked from the note fills the card field. */
  pickedTestCard: PickedTestCard | null;
  onSubmit(card: CardInput): void;
}

/** Card number, expiry, security code and name, checked with the server's own rules before sending. */
export function CardForm({ submitLabel, isSubmitting, pickedTestCard, onSubmit }: CardFormProps) {
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardInputErrors>({});
  const [appliedTestCard, setAppliedTestCard] = useState<PickedTestCard | null>(null);

  // Picking a test number in the note replaces what was typed (React's "adjust state on prop change").
  if (pickedTestCard !== appliedTestCard) {
    setAppliedTestCard(pickedTestCard);
    if (pickedTestCard) {
      setCard((current) => ({ ...current, cardNumber: formatCardNumber(pickedTestCard.number) }));
      setErrors((current) => ({ ...current, cardNumber: undefined }));
    }
  }

  function update(field: keyof CardInput, value: string) {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateCardInput(card);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.input);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Card details">
      <Stack gap="sm">
        <TextInput
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.cardNumber}
          onChange={(event) => update('cardNumber', formatCardNumber(event.currentTarget.value))}
          error={errors.cardNumber}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Expiry (MM/YY)"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={card.expiry}
            onChange={(event) => update('expiry', formatExpiry(event.currentTarget.value, card.expiry))}
            error={errors.expiry}
          />
          <TextInput
            label="CVC"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            onChange={(event) => update('cvc', formatCvc(event.currentTarget.value))}
            error={errors.cvc}
          />
        </SimpleGrid>
        <TextInput
          label="Name on card"
          placeholder="Full name"
          autoComplete="cc-name"
          value={card.name}
          onChange={(event) => update('name', event.currentTarget.value)}
          error={errors.name}
        />
        <Group mt="xs" grow>
          <Button type="submit" size="md" leftSection={<IconLock size={16} />} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
