import { BILLING_OFF_TEXT } from '@cohost/shared';
import { defineErrors } from '../../platform/errors/app-error';

// The brief's thrown texts (§8) are kept word for word where it gives them.
export const billingErrors = defineErrors('billing', {
  signInRequiredForFounders: { status: 401, message: 'User must be authenticated to create payment' },
  signInRequiredToSubscribe: { status: 401, message: 'User must be logged in to subscribe' },
  signInRequiredToManage: { status: 401, message: 'User must be logged in to manage subscription' },
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see the subscription.' },
  ownerOnly: { status: 403, message: 'Only the workspace owner can manage billing.' },
  foundersFull: { status: 409, message: 'All 100 Founders Circle spots are taken. Plans stay open to everyone on the pricing page.' },
  foundersClosed: { status: 409, message: 'The Founders Circle offer has ended. Plans stay open to everyone on the pricing page.' },
  alreadyFounder: { status: 409, message: "You're already in the Founders Circle." },
  checkoutInProgress: { status: 409, message: 'Your checkout is still being prepared. Try again in a moment.' },
  paymentSessionFailed: { status: 502, message: 'Failed to create payment session' },
  checkoutFailed: { status: 502, message: 'Failed to create checkout session' },
  portalFailed: { status: 502, message: 'Failed to open subscription management' },
  alreadyOnPlan: { status: 409, message: 'You are already on this plan. Choose another plan or billing period.' },
  alreadySubscribed: { status: 409, message: 'You already have a subscription. Use Change Plan on the billing page to switch plans.' },
  noPaidSubscription: { status: 409, message: 'There is no paid subscription yet. Choose a plan to subscribe.' },
  subscriptionEnded: { status: 409, message: 'This subscription has ended. Choose a plan to subscribe again.' },
  invoiceNotFound: { status: 404, message: 'That invoice was not found.' },
  checkoutNotFound: { status: 404, message: 'That checkout was not found. Start again from the pricing page.' },
  checkoutClosed: { status: 409, message: 'This checkout is no longer open. Start again from the pricing page.' },
  invalidCardNumber: { status: 400, message: 'That card number is not valid. Check the digits and try again.' },
  notATestCard: {
    status: 400,
    message: 'Card number: the built-in checkout takes no real money and accepts only its test cards (4242 4242 4242 4242 pays). Nothing was charged.',
  },
  localCheckoutOnly: { status: 404, message: 'The built-in checkout is off: payments go through Stripe.' },
  stripeOff: { status: 404, message: 'Stripe is not configured on this installation (PAYMENTS_PROVIDER=local).' },
  invalidWebhookSignature: { status: 400, message: 'The webhook signature is missing or does not match.' },
  planLimitReached: {
    status: 403,
    message: 'Your plan does not allow more properties. Upgrade your plan on the billing page to add more.',
  },
  off: { status: 409, message: BILLING_OFF_TEXT },
  planLapsed: { status: 403, message: 'Your trial or subscription has ended. Choose a plan on the billing page to continue.' },
});
