import { defineErrors } from '../../platform/errors/app-error';

export const claimsErrors = defineErrors('claims', {
  caseNotFound: { status: 404, message: 'There is no such case in this workspace.' },
  propertyNotFound: { status: 404, message: 'There is no such property in this workspace.' },
  stayNotFound: { status: 404, message: 'There is no such stay at this property.' },
  receiptNotFound: { status: 404, message: 'There is no such receipt on this case.' },
  fileNotFound: { status: 404, message: 'There is no such file.' },
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see or manage claims.' },
  caseClosed: { status: 409, message: 'This case is closed: reopen it first.' },
  caseOpen: { status: 409, message: 'This case is not closed.' },
  stepNotAllowed: { status: 409, message: 'This step is not allowed now.' },
  unsupportedType: { status: 415, message: 'Attach a JPEG, PNG or PDF.' },
  tooLarge: { status: 413, message: 'Receipts can be at most 10 MB.' },
});
