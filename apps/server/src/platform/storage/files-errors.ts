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

/**
 * A size for a person: `15 MB`, `10.1 kB` (decimal units, as phones and browsers show file sizes).
 * A file's size is rounded up and a limit's down, so a file over a limit never reads as equal to it.
 */
export function sizeText(bytes: number, rounding: 'up' | 'down'): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : [bytes / 1000, 'kB'];
  const tenths = rounding === 'up' ? Math.ceil(value * 10) : Math.floor(value * 10);
  return `${(tenths / 10).toFixed(1).replace(/\.0$/, '')} ${unit}`;
}
