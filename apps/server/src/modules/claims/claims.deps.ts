import type { ModuleContext } from '../../platform/module';
import type { FileLinks } from '../../platform/storage/file-links';
import type { ClaimsPorts } from './claims.ports';

export type ClaimsDeps = Pick<ModuleContext, 'db' | 'clock' | 'log' | 'realtime' | 'events' | 'files' | 'jobs'> & {
  /** Signs the packet's and receipts' expiring links (`GET /api/claims/files/{token}`). */
  links: FileLinks;
  publicUrl: string;
  ports: ClaimsPorts;
};
