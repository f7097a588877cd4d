import type { AppModule } from '../../platform/module';
import type { SupportDeps } from './support.deps';
import { supportRoutes } from './support.routes';

export type { SupportDeps } from './support.deps';

/** The public site's server side: site facts for the landing pages and the FAQ contact form. */
export function createSupportModule(deps: SupportDeps): AppModule {
  return {
    name: 'support',
    kind: 'product',
    routes: supportRoutes(deps),
  };
}
