import type { ExportPart } from '../../platform/export/export-part';
import type { ModuleContext } from '../../platform/module';
import type { AccountMessages } from './accounts.ports';

export type AccountsDeps = Pick<ModuleContext, 'db' | 'jobs' | 'clock' | 'log' | 'realtime' | 'files'> & {
  messages: AccountMessages;
  secret: string;
  publicUrl: string;
  production: boolean;
  /** Trust X-Forwarded-For from the reverse proxy in front of Cohost (TRUST_PROXY). */
  trustProxy: boolean;
  /** What every module contributes to the workspace export (accounts' own first), handed over by the root. */
  exportParts: ExportPart[];
};
