import { defineErrors } from '../../platform/errors/app-error';

export const propertiesErrors = defineErrors('properties', {
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can add or change properties.' },
  notFound: { status: 404, message: 'That property was not found. It may have been archived.' },
});
