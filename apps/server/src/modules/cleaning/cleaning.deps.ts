import type { ModuleContext } from '../../platform/module';
import type { FileLinks } from '../../platform/storage/file-links';
import type { CleaningPorts } from './cleaning.ports';

export type CleaningDeps = Pick<ModuleContext, 'db' | 'clock' | 'log' | 'realtime' | 'events' | 'files' | 'jobs'> & {
  /** Signs the photos' expiring links (`GET /api/cleaning/files/{token}`). */
  links: FileLinks;
  publicUrl: string;
  ports: CleaningPorts;
};
