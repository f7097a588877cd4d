import type { ModuleContext } from '../../platform/module';
import type { SuppliesPorts } from './supplies.ports';
import type { SimulatedVendor } from './providers/simulated-vendor';

export type SuppliesDeps = Pick<ModuleContext, 'db' | 'clock' | 'log' | 'realtime' | 'events'> & {
  /** The built-in vendor (stock-outs can be switched off in tests: `stockOutOneIn` 0). */
  simulatedVendor: SimulatedVendor;
  publicUrl: string;
  /** Our inbound email domain: purchase orders' Reply-To is `o-<token>@` it (messaging's webhook hands such replies to supplies). */
  inboundEmailDomain: string;
  ports: SuppliesPorts;
};
