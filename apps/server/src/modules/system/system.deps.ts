import type { Env } from '../../env';
import type { DatabaseDriver } from '../../platform/db/database';
import type { ModuleContext } from '../../platform/module';
import type { InstanceInfo } from '../../platform/runtime/instance';

export type SystemDeps = Pick<ModuleContext, 'db' | 'jobs' | 'clock' | 'log' | 'events'> & {
  driver: DatabaseDriver;
  instance: InstanceInfo;
  role: Env['ROLE'];
};
