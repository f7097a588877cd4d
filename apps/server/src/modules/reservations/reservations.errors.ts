import { defineErrors } from '../../platform/errors/app-error';

export const reservationsErrors = defineErrors('reservations', {
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see or change reservations and calendars.' },
  propertyNotFound: { status: 404, message: 'That property was not found. It may have been archived.' },
  notFound: { status: 404, message: 'That reservation was not found.' },
  feedNotFound: { status: 404, message: 'That calendar feed was not found. It may have been removed.' },
  exportNotFound: { status: 404, message: 'This calendar link is not valid any more. Copy the current link from the property’s Calendar tab in Cohost.' },
  importedDates: {
    status: 409,
    message: 'This stay comes from a calendar feed: change its dates on the platform, and they sync here on the next fetch. Its contact details, guests, payout, notes and times can be changed here.',
  },
  alreadyCancelled: { status: 409, message: 'This reservation is already cancelled.' },
  duplicateFeed: { status: 409, message: 'This calendar link is already connected to this property.' },
  feedSyncing: { status: 409, message: 'This calendar is syncing right now. Its result shows here when it is done.' },
  tooManyFeeds: { status: 422, message: 'A property can have at most 20 calendar feeds. Remove one before adding another.' },
});
