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
  seamKeyRefused: { status: 422, message: 'Seam refused this API key: nothing was saved.' },
  deviceNotFound: { status: 404, message: 'Your Seam account has no such lock.' },
  deviceCannotProgramCodes: { status: 409, message: 'Seam cannot put access codes on this lock over the internet, so Cohost cannot give guests codes for it.' },
  lockAlreadyAdded: { status: 409, message: 'This lock is already added.' },
  webhookNotFound: { status: 404, message: 'There is no webhook at this address.' },
  webhookRefused: { status: 401, message: 'This delivery is not signed with the webhook’s signing secret: nothing was changed.' },
  webhookUnreadable: { status: 400, message: 'This delivery could not be read: nothing was changed.' },
});

/** Whether `error` says the workspace has no account at the lock's provider (the work waits until it connects one). */
export function isProviderNotConnected(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'locks.provider-not-connected';
}
