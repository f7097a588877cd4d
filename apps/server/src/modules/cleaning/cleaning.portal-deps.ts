import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES } from '@cohost/shared';
import type { ModuleContext } from '../../platform/module';
import { FileLinks } from '../../platform/storage/file-links';
import { ResumableUploads } from '../../platform/storage/resumable-uploads';
import { addressLine, type HeldDoorCode, type PortalProperty } from './domain/portal-task-view';

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
  links: FileLinks;
  /** Photos sent in parts from phones. */
  photoUploads: ResumableUploads;
  portal: PortalPorts;
};

/** Parts at most this large: under the HTTP body limit (1 MiB by default). */
const MAX_PART_BYTES = 1_000_000;

export function createPortalDeps(context: ModuleContext, config: { secret: string }, portal: PortalPorts): PortalDeps {
  return {
    ...context,
    links: new FileLinks(config.secret),
    photoUploads: new ResumableUploads({ files: context.files, clock: context.clock, maxBytes: PHOTO_MAX_BYTES, maxChunkBytes: MAX_PART_BYTES, contentTypes: PHOTO_CONTENT_TYPES }),
    portal,
  };
}

/** The faces the portal reads (structurally: product modules never import each other). */
export interface PortalUses {
  properties: {
    findGuestFacingProperty(
      workspaceId: string,
      propertyId: string,
    ): Promise<{ name: string; timezone: string; address: { line1: string; line2: string; city: string; region: string; postalCode: string; country: string } } | null>;
  };
  locks: { findTaskCode(workspaceId: string, taskId: string): Promise<HeldDoorCode | null> };
}

/** The portal's ports, from the faces: a property as the cleaner needs it (name, one line of address, time zone). */
export function connectPortalPorts({ properties, locks }: PortalUses): PortalPorts {
  return {
    async findProperty(workspaceId, propertyId) {
      const property = await properties.findGuestFacingProperty(workspaceId, propertyId);
      return property ? { name: property.name, timezone: property.timezone, address: addressLine(property.address) } : null;
    },
    findTaskCode: locks.findTaskCode,
  };
}
