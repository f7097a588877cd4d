import type { OptimizerPorts } from './optimizer.ports';

/** The figures are read through other modules' faces: the optimizer keeps no tables (yet). */
export type OptimizerDeps = { ports: OptimizerPorts };
