import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from '@cohost/shared';
import { ResumableUploads } from '../../platform/storage/resumable-uploads';
import type { CleaningDeps } from './cleaning.deps';

/** Everything the portal's use cases are given: the module's deps, and the uploads of photos sent in parts from phones. */
export type PortalDeps = CleaningDeps & { photoUploads: ResumableUploads };

/** Parts at most this large: under the HTTP body limit (1 MiB by default). */
const MAX_PART_BYTES = 1_000_000;

export function createPortalDeps(deps: CleaningDeps): PortalDeps {
  return {
    ...deps,
    photoUploads: new ResumableUploads({ files: deps.files, clock: deps.clock, maxBytes: PHOTO_MAX_BYTES, maxChunkBytes: MAX_PART_BYTES, contentTypes: PHOTO_CONTENT_TYPES }),
  };
}
