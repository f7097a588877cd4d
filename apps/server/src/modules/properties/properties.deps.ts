import type { ModuleContext } from '../../platform/module';
import type { PropertiesPorts } from './properties.ports';

export type PropertiesDeps = Pick<ModuleContext, 'db' | 'clock' | 'log'> & {
  ports: PropertiesPorts;
};
