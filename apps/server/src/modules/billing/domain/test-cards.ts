import { LOCAL_TEST_CARDS, type PaymentFailureReason } from '@cohost/shared';

/** Luhn checksum: catches a mistyped card number before anything is charged. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

/**
 * What the built-in checkout does with a card: Stripe's test numbers decline the way Stripe's
 * test mode does; a past expiry date is refused; any other valid number is charged.
 */
export function chargeOutcome(digits: string, expMonth: number, expYear: number, now: Date): PaymentFailureReason | null {
  if (digits === LOCAL_TEST_CARDS.declined) return 'card_declined';
  if (digits === LOCAL_TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  if (digits === LOCAL_TEST_CARDS.expiredCard) return 'expired_card';
  const endOfExpiryMonth = Date.UTC(expYear, expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return 'expired_card';
  return null;
}
