import { defineErrors } from '../../platform/errors/app-error';

export const optimizerErrors = defineErrors('optimizer', {
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see the optimizer.' },
  propertyNotFound: { status: 404, message: 'There is no such property in this workspace.' },
});
