import { defineErrors } from '../../platform/errors/app-error';

export const locksErrors = defineErrors('locks', {
  lockNotFound: { status: 404, message: 'There is no such lock in this workspace.' },
  propertyNotFound: { status: 404, message: 'There is no such property in this workspace.' },
  providerNotConnected: { status: 409, message: 'Connect your Seam account before adding locks from it.' },
  providerFailed: { status: 502, message: 'The lock service did not answer. Try again in a moment.' },
  notVirtual: { status: 409, message: 'Only a virtual lock has a keypad here: a real lock reports its own entries.' },
  lockOffline: { status: 409, message: 'The lock is offline: it cannot be reached until it reconnects.' },
  doorCodeNotFound: { status: 404, message: 'There is no such door code in this workspace.' },
  codeCannotChange: { status: 409, message: 'This code cannot change now.' },
  propertyHasNoLock: { status: 409, message: 'This lock is not on a property yet: say which property it is on in its settings first.' },
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see or manage locks and door codes.' },
});
