import type { SiteInfo } from '@cohost/shared';
import type { SupportDeps } from '../support.deps';

/** What the public pages show that depends on this installation's configuration. */
export function getSiteInfo(deps: Pick<SupportDeps, 'site'>): SiteInfo {
  return { launchMode: deps.site.launchMode, supportEmail: deps.site.supportEmail, scheduleDemoUrl: deps.site.scheduleDemoUrl, billing: deps.site.billing };
}
