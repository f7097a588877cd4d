import { defineErrors } from '../../platform/errors/app-error';

/** The cleaner portal's refusals, each worded for the cleaner on their phone. */
export const portalErrors = defineErrors('cleaning', {
  cleanersOnly: { status: 403, message: 'The cleaner portal is for the team’s cleaners: hosts follow cleanings on /cleaners.' },
  taskNotFound: { status: 404, message: 'This cleaning is not one of your assignments.' },
  taskCompleted: { status: 409, message: 'This cleaning is already completed.' },
  taskCancelled: { status: 409, message: 'This cleaning was cancelled.' },
  taskNotStarted: { status: 409, message: 'Start the cleaning first.' },
  checklistItemNotFound: { status: 404, message: 'This item is not on the cleaning’s checklist.' },
  fileNotFound: { status: 404, message: 'There is nothing at this address.' },
});
