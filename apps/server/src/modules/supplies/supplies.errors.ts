import { defineErrors } from '../../platform/errors/app-error';

export const suppliesErrors = defineErrors('supplies', {
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see or manage supplies.' },
  itemNotFound: { status: 404, message: 'There is no such supply item in this workspace.' },
  propertyNotFound: { status: 404, message: 'There is no such property in this workspace.' },
  orderNotFound: { status: 404, message: 'There is no such order in this workspace.' },
  notWaiting: { status: 409, message: 'This order is not waiting for a decision any more.' },
  vendorNotFound: { status: 404, message: 'There is no such vendor in this workspace.' },
  builtInVendor: { status: 409, message: 'The built-in simulated vendor cannot be changed or removed.' },
  vendorInUse: { status: 409, message: 'This vendor has orders still open; remove it once they are delivered, refused or denied.' },
  cannotMark: { status: 409, message: 'This order cannot be marked so now.' },
});
