import { LOCAL_TEST_CARDS, LocalCheckoutPayInputSchema, type LocalCheckoutPayInput } from '@cohost/shared';

/** What the card form holds, as typed. */
export type CardInput = LocalCheckoutPayInput;
export type CardInputErrors = Partial<Record<keyof CardInput, string>>;

const MAX_CARD_DIGITS = 19;

/** The built-in checkout takes no real money: it accepts only its test cards (the server refuses any other number). */
export const NOT_A_TEST_CARD = 'Use one of the test card numbers shown on this page.';
const TEST_CARD_NUMBERS: readonly string[] = Object.values(LOCAL_TEST_CARDS);

/** "4242424242424242" → "4242 4242 4242 4242": digits only, in groups of four as printed on cards. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1228" → "12/28". The slash appears once the month is typed, and goes again when the user
 * deletes back into the month (otherwise backspace could never get past it).
 */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  const isDeleting = typed.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return isDeleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}

/**
 * Checks the form with the server's own schema, so the messages are the ones the checkout
 * endpoint would answer with; returns the input as the server expects it, or the errors.
 */
export function validateCardInput(input: CardInput): { input: LocalCheckoutPayInput; errors: null } | { input: null; errors: CardInputErrors } {
  const result = LocalCheckoutPayInputSchema.safeParse(input);
  if (result.success) {
    if (!TEST_CARD_NUMBERS.includes(result.data.cardNumber)) return { input: null, errors: { cardNumber: NOT_A_TEST_CARD } };
    return { input: { ...input, cardNumber: result.data.cardNumber, name: result.data.name }, errors: null };
  }
  const errors: CardInputErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CardInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { input: null, errors };
}
