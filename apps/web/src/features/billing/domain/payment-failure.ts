import { PAYMENT_FAILURE_REASONS, type PaymentFailureReason } from '@cohost/shared';

export interface FailureExplanation {
  /** The reasons listed on /payment-failed (brief §2), one item each. */
  key: 'cancelled' | 'declined' | 'funds-or-expiry' | 'network';
  title: string;
  description: string;
  reasons: readonly PaymentFailureReason[];
}

// The brief's four reasons, in its order; insufficient funds and an expired card are one item there.
export const FAILURE_EXPLANATIONS: readonly FailureExplanation[] = [
  {
    key: 'cancelled',
    title: 'Cancelled checkout',
    description: 'The checkout was closed or cancelled before paying. Nothing was charged.',
    reasons: ['cancelled'],
  },
  {
    key: 'declined',
    title: 'Declined card',
    description: 'Your bank declined the card. Try another card, or ask your bank why.',
    reasons: ['card_declined'],
  },
  {
    key: 'funds-or-expiry',
    title: 'Insufficient funds or expired card',
    description: 'The card did not have enough funds, or it has expired. Check its balance and expiry date, or use another card.',
    reasons: ['insufficient_funds', 'expired_card'],
  },
  {
    key: 'network',
    title: 'Network issues',
    description: 'The connection dropped while paying. Check your connection and try again; you were not charged twice.',
    reasons: ['network'],
  },
];

/** The query's `reason`, if it is one we know. */
export function parseFailureReason(value: string | null): PaymentFailureReason | null {
  return PAYMENT_FAILURE_REASONS.find((reason) => reason === value) ?? null;
}

/** The one line under the heading, for the reason given. */
export function failureHeadline(reason: PaymentFailureReason | null): string {
  switch (reason) {
    case 'cancelled':
      return 'You cancelled the checkout, so nothing was charged.';
    case 'card_declined':
      return 'Your card was declined, so nothing was charged.';
    case 'insufficient_funds':
      return 'Your card has insufficient funds, so nothing was charged.';
    case 'expired_card':
      return 'Your card has expired, so nothing was charged.';
    case 'network':
      return 'A network problem interrupted the payment.';
    case 'spots_gone':
      return 'Every Founders Circle spot was taken before your payment completed. You were not charged, or your payment is being refunded in full.';
    default:
      return 'Your payment did not go through.';
  }
}
