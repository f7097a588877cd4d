import { describe, expect, it } from 'vitest';

import { formatCardNumber, formatCvc, formatExpiry, NOT_A_TEST_CARD, validateCardInput } from './card-input';

describe('card form input', () => {
  it('spaces the card number in groups of four and keeps digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY, adding the slash after the month and letting it be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('keeps at most four digits of the security code', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('answers with the server schema messages', () => {
    const { errors } = validateCardInput({ cardNumber: '4242', expiry: '13/30', cvc: '1', name: '  ' });
    expect(errors).toEqual({
      cardNumber: 'Enter the card number (12 to 19 digits).',
      expiry: 'Enter the expiry date as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
      name: 'Enter the name on the card.',
    });
  });

  it('accepts a complete card and sends its number without spaces', () => {
    const result = validateCardInput({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: ' Ada Lovelace ' });
    expect(result.errors).toBeNull();
    expect(result.input).toEqual({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' });
  });

  it('refuses a number that is not one of the test cards, as the built-in checkout does', () => {
    const { errors } = validateCardInput({ cardNumber: '5555 5555 5555 4444', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' });
    expect(errors).toEqual({ cardNumber: NOT_A_TEST_CARD });
  });
});
