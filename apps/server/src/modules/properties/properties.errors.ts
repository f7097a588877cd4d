import { defineErrors } from '../../platform/errors/app-error';

export const propertiesErrors = defineErrors('properties', {
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see or change properties.' },
  notFound: { status: 404, message: 'That property was not found. It may have been archived.' },
  listingChanged: { status: 409, message: 'The listing was changed since this suggestion was made, so it was not applied. Cohost will suggest again from the new text.' },
  minStayChanged: { status: 409, message: 'The minimum stay was changed since this suggestion was made, so it was not applied. Cohost will suggest again from the new one.' },
  knowledgeChanged: { status: 409, message: 'That knowledge-base answer was written since this suggestion was made, so it was not replaced.' },
});
