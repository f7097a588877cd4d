import type { AppContext } from './app';
import type { AppModule } from './platform/module';
import { isDemoSeeded, markDemoSeeded } from './modules/system';

/**
 * Seeds the demo workspace through each module's own use cases. The marker is written only
 * after every module succeeded, and module seeds are idempotent, so a crash half-way simply
 * seeds again on the next start. Returns whether anything was seeded.
 */
export async function seedDemo(ctx: AppContext, modules: AppModule[], options: { force?: boolean } = {}): Promise<boolean> {
  const deps = { db: ctx.database.db, clock: ctx.clock };
  if (!options.force && (await isDemoSeeded(deps))) return false;
  for (const module of modules) {
    if (!module.seedDemo) continue;
    const started = performance.now();
    await module.seedDemo();
    ctx.log.info({ module: module.name, ms: Math.round(performance.now() - started) }, 'seeded demo data');
  }
  await markDemoSeeded(deps);
  return true;
}
