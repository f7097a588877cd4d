import { LOCAL_TEST_CARDS, type PaymentFailureReason } from '@cohost/shared';

/** What a test card does when charged: it pays, or it fails the way Stripe's test card fails. */
export type TestCardOutcome = 'succeeds' | Extract<PaymentFailureReason, 'card_declined' | 'insufficient_funds' | 'expired_card'>;

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
 * The built-in provider takes no real money, so it accepts only its documented test numbers
 * (LOCAL_TEST_CARDS, the same as Stripe's test mode): null for any other number.
 */
export function testCardOutcome(digits: string): TestCardOutcome | null {
  if (digits === LOCAL_TEST_CARDS.success) return 'succeeds';
  if (digits === LOCAL_TEST_CARDS.declined) return 'card_declined';
  if (digits === LOCAL_TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  if (digits === LOCAL_TEST_CARDS.expiredCard) return 'expired_card';
  return null;
}

/** What charging a test card does now: its own outcome, or `expired_card` once its expiry month is over. */
export function chargeOutcome(outcome: TestCardOutcome, expMonth: number, expYear: number, now: Date): PaymentFailureReason | null {
  if (outcome !== 'succeeds') return outcome;
  const endOfExpiryMonth = Date.UTC(expYear, expMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return 'expired_card';
  return null;
}
