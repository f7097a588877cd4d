import { platformErrors } from '../../../platform/errors/app-error';
import { FeedAddressRefusedError } from '../providers/feed-fetcher';
import type { ReservationsDeps } from '../reservations.deps';

/**
 * Fetches a link a host typed (a new feed, or a feed's new link) before anything is saved: one
 * the SSRF guard refuses (loopback, private, link-local or metadata address, also after a
 * redirect) is bad input, a 400 on `url`, never a feed kept with an error. Any other failure is
 * left to the sync, which records it on the feed (the sync fetches again: it runs as a job).
 */
export async function fetchNewLink(deps: ReservationsDeps, url: string): Promise<void> {
  const fetched = deps.fetcher.fetch({ url, etag: null, lastModified: null });
  const refused = await fetched.then(
    () => null,
    (error: unknown) => (error instanceof FeedAddressRefusedError ? error : null),
  );
  if (refused) throw platformErrors.invalidInput([{ path: 'url', message: refused.message }], refused.message);
}
