import type { ModuleContext } from '../../platform/module';
import type { SuppliesPorts } from './supplies.ports';
import type { SimulatedVendor } from './providers/simulated-vendor';

export type SuppliesDeps = Pick<ModuleContext, 'db' | 'clock' | 'log' | 'realtime' | 'events'> & {
  /** The built-in vendor (stock-outs can be switched off in tests: `stockOutOneIn` 0). */
  simulatedVendor: SimulatedVendor;
  publicUrl: string;
  ports: SuppliesPorts;
};
