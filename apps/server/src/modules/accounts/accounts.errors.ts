import { defineErrors } from '../../platform/errors/app-error';

export const accountsErrors = defineErrors('accounts', {
  signInRequired: { status: 401, message: 'Please sign in to continue.' },
  noWorkspace: { status: 403, message: 'Your account is not part of a workspace any more. Ask the workspace owner to invite you again.' },
  hostsOnly: { status: 403, message: 'This is for hosts. Cleaners use the cleaner portal.' },
  cleanerSignInFailed: {
    status: 401,
    message: "That cleaner code, email and password don't match. Check the code with your host and try again. Hosts sign in at /login.",
  },
  signInPaused: { status: 429, message: 'Too many sign-in attempts on this account. Please wait a little and try again.' },
  signInLocked: {
    status: 429,
    message: 'Sign-in to this account is paused for a while after too many wrong passwords. Its owner has been emailed a link to unlock it.',
  },
  tooManyAttempts: { status: 429, message: 'Too many sign-in attempts from this address. Please wait a minute and try again.' },
  exportNotFound: { status: 404, message: 'That export does not exist in this workspace.' },
  exportNotReady: { status: 409, message: 'That export is not ready yet.' },
  exportExpired: { status: 410, message: 'That export has expired and was deleted. Start a new one from Account Settings.' },
  ownerOnly: { status: 403, message: "Only the workspace owner can export the workspace's data." },
  accountClosed: { status: 403, message: 'This account has been closed.' },
});
