import { describe, expect, it } from 'vitest';
import { orderTokenOf, supplierReplyAddress } from './supplier-reply';

describe("a purchase order's reply address", () => {
  const token = '0123456789abcdef0123';
  it('is found among the recipients, on our inbound domain only', () => {
    expect(orderTokenOf(`Orders <${supplierReplyAddress(token, 'in.cohost.test')}>, host@example.com`, 'in.cohost.test')).toBe(token);
    expect(orderTokenOf(`O-${token.toUpperCase()}@IN.COHOST.TEST`, 'in.cohost.test')).toBe(token);
    expect(orderTokenOf(`o-${token}@elsewhere.test`, 'in.cohost.test')).toBeNull();
    expect(orderTokenOf(`c-${token}@in.cohost.test`, 'in.cohost.test')).toBeNull();
    expect(orderTokenOf(`o-${token}@in-cohost.test`, 'in.cohost.test')).toBeNull();
  });
});
