import { defineErrors } from '../errors/app-error';

/**
 * The errors of files, uploads, photos and their links, for any module that takes files: each
 * with a message for the person who sent the file (`files.too-large`, `files.unsupported-type`…).
 * A route that can meet one documents its status.
 */
export const filesErrors = defineErrors('files', {
  tooLarge: { status: 413, message: 'This file is too large.' },
  tooManyPixels: { status: 413, message: 'This photo has too many pixels to be processed.' },
  unsupportedType: { status: 415, message: 'This file is not a photo we can read. Send a JPEG, PNG, WebP or AVIF photo.' },
  unreadable: { status: 422, message: 'This photo could not be read: the file may be damaged or incomplete.' },
  uploadNotFound: { status: 404, message: 'This upload does not exist (or has expired). Please send the file again.' },
  uploadOffsetMismatch: { status: 409, message: 'This part of the upload does not follow what was received so far.' },
  uploadIncomplete: { status: 409, message: 'This upload has not received all its bytes yet.' },
  uploadChecksumMismatch: { status: 422, message: 'The file received does not match the file announced. Please send it again.' },
  chunkTooLarge: { status: 413, message: 'This part of the upload is too large.' },
  linkExpired: { status: 410, message: 'This link has expired. Reload the page to get a new one.' },
  linkInvalid: { status: 404, message: 'There is nothing at this address.' },
});
