import type { ModuleContext } from '../../platform/module';
import type { ActionRegistry } from './domain/action-registry';
import type { StepRegistry } from './domain/step-registry';
import type { AutomationPorts } from './automation.ports';

export interface AutomationDeps extends ModuleContext {
  /** What each action kind does when it runs (registered by the module that owns it). */
  actions: ActionRegistry;
  /** Time-based steps of a stay (registered by the modules that need them). */
  steps: StepRegistry;
  /** Where the installation is reached: links in alerts. */
  publicUrl: string;
  ports: AutomationPorts;
}
