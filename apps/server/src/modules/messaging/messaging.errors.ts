import { defineErrors } from '../../platform/errors/app-error';

export const messagingErrors = defineErrors('messaging', {
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can read and answer guest messages.' },
  conversationNotFound: { status: 404, message: 'That conversation was not found. It may belong to another workspace.' },
  reservationNotFound: { status: 404, message: 'That reservation was not found. It may have been deleted or belong to another workspace.' },
  notAGuestStay: { status: 400, message: 'Owner and maintenance stays have no guest to write to.' },
  suggestionNotFound: { status: 404, message: 'That suggestion was not found in this conversation.' },
  suggestionDecided: { status: 409, message: 'This suggestion was already sent or discarded. Refresh to see the conversation as it is.' },
  suggestionChanged: { status: 409, message: 'This suggestion changed since you opened it. Refresh and check it again before sending.' },
  guestLinkNotFound: { status: 404, message: 'This link is not valid any more. Ask your host for a new one.' },
  tooManyMessages: { status: 429, message: 'You are sending messages very quickly. Please wait a minute and try again.' },
  noChannel: { status: 400, message: 'This guest has no email address or phone number for that channel. Send it on the guest page, or add the contact to the reservation.' },
  unknownTrigger: { status: 404, message: 'There is no scheduled message of that kind. Use booking-confirmed, check-in-instructions, checkout-reminder, follow-up or review-request.' },
  templateInvalid: { status: 400, message: 'The message uses a placeholder Cohost does not know.' },
  alreadySent: { status: 409, message: 'This message already went out; it can no longer be edited or cancelled.' },
  badSignature: { status: 401, message: 'The webhook signature is missing or wrong.' },
  webhookNotConfigured: { status: 404, message: 'This webhook is not configured on this installation.' },
  mailServerRefused: { status: 422, message: 'A mail server refused these settings: nothing was saved.' },
  mailServerSilent: { status: 502, message: 'A mail server did not answer, so the settings could not be tested and nothing was saved: try again in a moment.' },
  noPlatformMailbox: { status: 404, message: 'No platform mailbox is connected: connect it under Messages → Platform mailbox.' },
});
