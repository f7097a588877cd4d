import type { ModuleContext } from '../../platform/module';
import type { SetupPorts } from './setup.ports';

/** The checklist reads other modules through their faces; it keeps only who hid it. */
export type SetupDeps = Pick<ModuleContext, 'db' | 'clock'> & { ports: SetupPorts };
