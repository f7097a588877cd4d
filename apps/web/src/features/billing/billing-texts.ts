/** The brief's texts for payments (product brief §4, §8), word for word. */
export const BILLING_TEXTS = {
  processing: 'Processing...',
  redirectingToCheckout: 'Redirecting to checkout...',
  foundersWelcome: 'Payment successful! Welcome to the Founders Circle!',
  failedToCreateCheckoutSession: 'Failed to create checkout session',
  failedToOpenSubscriptionManagement: 'Failed to open subscription management',
} as const;
