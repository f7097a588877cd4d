import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from '@cohost/shared';
import type { ModuleContext } from '../../platform/module';
import { FileLinks } from '../../platform/storage/file-links';
import { ResumableUploads } from '../../platform/storage/resumable-uploads';
import type { HeldDoorCode, PortalProperty } from './domain/portal-task-view';

/** What the portal needs from other modules, as it names it. */
export interface PortalPorts {
  /** The property's name, address and time zone (null once gone). */
  findProperty(workspaceId: string, propertyId: string): Promise<PortalProperty | null>;
  /** The task's door code on the property's lock, if there is a lock. */
  findTaskCode(workspaceId: string, taskId: string): Promise<HeldDoorCode | null>;
}

/** Everything the portal's use cases are given. */
export type PortalDeps = Pick<ModuleContext, 'db' | 'clock' | 'files' | 'events' | 'log'> & {
  /** Signed, expiring links to the photos (bound to the workspace). */
  photoLinks: FileLinks;
  /** Photos sent in parts from phones. */
  photoUploads: ResumableUploads;
  portal: PortalPorts;
};

/** Parts at most this large: under the HTTP body limit (1 MiB by default). */
const MAX_PART_BYTES = 1_000_000;

export function createPortalDeps(context: ModuleContext, config: { secret: string }, portal: PortalPorts): PortalDeps {
  return {
    ...context,
    photoLinks: new FileLinks(config.secret),
    photoUploads: new ResumableUploads({ files: context.files, clock: context.clock, maxBytes: PHOTO_MAX_BYTES, maxChunkBytes: MAX_PART_BYTES, contentTypes: PHOTO_CONTENT_TYPES }),
    portal,
  };
}
