import type { ModuleContext } from '../../platform/module';
import type { OptimizerPorts } from './optimizer.ports';

/** The figures and suggestions are read through other modules' faces: the optimizer keeps no tables. */
export type OptimizerDeps = Pick<ModuleContext, 'clock' | 'log'> & { ports: OptimizerPorts };
