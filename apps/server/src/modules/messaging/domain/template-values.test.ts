import { describe, expect, it } from 'vitest';
import type { GuestStay } from '../../reservations';
import { renderTemplate } from './message-template';
import { templateValues } from './template-values';

const stay = (guestName: string): GuestStay =>
  ({
    id: 'stay-1',
    workspaceId: 'w',
    propertyId: 'p',
    kind: 'guest',
    status: 'confirmed',
    checkInAt: new Date('2027-03-12T16:00:00Z'),
    checkOutAt: new Date('2027-03-15T11:00:00Z'),
    timezone: 'UTC',
    guestName,
    guestEmail: '',
    guestPhone: '',
    guests: 2,
    checkInDate: '2027-03-12',
    checkOutDate: '2027-03-15',
  }) as GuestStay;

const greet = (guestName: string) => renderTemplate('Hi {{guest_first_name}}! See you on {{check_in_date}}.', templateValues({ stay: stay(guestName), property: null, hostName: null, guestLink: 'https://x.test/g/1', doorCode: null }));

describe('template values', () => {
  it('greets a guest whose name no one knows yet "Hi there!", never "Hi !"', () => {
    expect(greet('')).toEqual({ status: 'ready', text: 'Hi there! See you on Friday, March 12.' });
    expect(greet('   ')).toMatchObject({ text: expect.stringMatching(/^Hi there!/) });
  });

  it('uses the first name once the platform’s mail filled it', () => {
    expect(greet('Anna K.')).toMatchObject({ text: expect.stringMatching(/^Hi Anna!/) });
  });
});
