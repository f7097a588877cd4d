import { defineErrors } from '../../platform/errors/app-error';

export const notificationsErrors = defineErrors('notifications', {
  invalidEmailAddress: { status: 400, message: 'This email address is not valid.' },
  invalidPhoneNumber: {
    status: 400,
    message: 'This phone number is not valid: use the international format with a leading +, such as +14155550123.',
  },
  outboxLocalOnly: { status: 403, message: 'The dev outbox is shown only on the machine Cohost runs on.' },
  invalidMessage: { status: 400, message: 'This message cannot be sent as it is: the details list the fields to fix.' },
});

export const pushErrors = defineErrors('notifications', {
  invalidSubscription: { status: 400, message: 'This push subscription cannot be used: the details name the field.' },
  hostsOnly: { status: 403, message: 'Push notifications carry the host’s alerts: owners and managers turn them on.' },
});
