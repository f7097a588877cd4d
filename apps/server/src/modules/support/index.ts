import type { AppModule, ModuleContext } from '../../platform/module';
import type { SupportDeps } from './support.deps';
import type { SupportUses } from './support.ports';
import { supportRoutes } from './support.routes';

export type { SupportDeps } from './support.deps';
export type { SupportUses } from './support.ports';

/** The public site's server side: site facts for the landing pages and the FAQ contact form. */
export function createSupportModule(context: ModuleContext, config: Pick<SupportDeps, 'site' | 'secret' | 'trustProxy'>, uses: SupportUses) {
  const deps: SupportDeps = { ...context, ...config, messages: uses.notifications };
  return {
    name: 'support',
    kind: 'product',
    routes: supportRoutes(deps),
  } satisfies AppModule;
}
