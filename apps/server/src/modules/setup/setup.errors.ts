import { defineErrors } from '../../platform/errors/app-error';

export const setupErrors = defineErrors('setup', {
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see the setup checklist.' },
});
