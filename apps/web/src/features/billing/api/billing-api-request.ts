// Billing calls fail the way every call to our API does (lib/api/call-api).
export { ApiError as BillingApiError, callApi as callBillingApi, describeApiError as describeBillingError } from '../../../lib/api/call-api';

/** Every billing query starts with this key, so a payment or plan change refreshes them all. */
export const BILLING_QUERY_KEY = ['billing'] as const;
