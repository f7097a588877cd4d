import { describe, expect, it } from 'vitest';
import { deliveryPriority } from './delivery-priority';

describe('deliveryPriority', () => {
  it('puts what a person waits for first, alerts and guests next, the rest last', () => {
    expect(['accounts.verify-email', 'accounts.reset-password', 'accounts.sign-in-code', 'locks.door-code'].map(deliveryPriority)).toEqual([20, 20, 20, 20]);
    expect(['automation.page-repeat', 'messaging.new-guest-message', 'messaging.guest-message'].map(deliveryPriority)).toEqual([10, 10, 10]);
    expect(['billing.trial-ended', 'automation.approval-reminder', 'reservations.confirmation'].map(deliveryPriority)).toEqual([0, 0, 0]);
  });
});
