import fs from 'node:fs';
import { CalendarFeedError, parseCalendarFeed } from '../src/modules/reservations/domain/parse-calendar-feed';

// `npm run ical -- parse <file-or-url>`: shows how Cohost reads a calendar feed, as JSON on
// stdout. A feed it cannot trust exits 2 with one line on stderr, so scripts never mistake a
// broken download for an empty calendar. This is a host's own inspection tool: it fetches
// whatever URL it is given (the sync's SSRF guard is not needed for a command run by hand).
const USAGE = 'Usage: npm run ical -- parse <file-or-url>';
const EXIT_UNTRUSTED = 2;
const EXIT_USAGE = 64;
const TIMEOUT_MS = 10_000;
const MAX_BYTES = 10 * 1024 * 1024;

class FeedUnavailable extends Error {}

async function fetchFeed(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'text/calendar, */*;q=0.5' } });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new FeedUnavailable(`Fetching ${url} took longer than ${TIMEOUT_MS / 1000} s.`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new FeedUnavailable(`Could not fetch ${url}: ${cause}.`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedUnavailable(`Fetching ${url} failed: HTTP ${response.status} ${response.statusText}.`.replace(' .', '.'));
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_BYTES) {
    await response.body?.cancel();
    throw new FeedUnavailable(`The feed at ${url} is larger than 10 MB.`);
  }
  // Counted while streaming: a missing or lying Content-Length must not let a huge body in.
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > MAX_BYTES) throw new FeedUnavailable(`The feed at ${url} is larger than 10 MB.`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FeedUnavailable) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new FeedUnavailable(`Fetching ${url} took longer than ${TIMEOUT_MS / 1000} s.`);
    }
    throw new FeedUnavailable(`Could not read the feed at ${url}: ${error instanceof Error ? error.message : String(error)}.`);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function readFeedFile(file: string): string {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new FeedUnavailable(`Cannot read ${file}: no such file.`);
  }
  if (!stat.isFile()) throw new FeedUnavailable(`Cannot read ${file}: it is not a file.`);
  if (stat.size > MAX_BYTES) throw new FeedUnavailable(`The feed file ${file} is larger than 10 MB.`);
  return fs.readFileSync(file, 'utf8');
}

async function main(args: string[]): Promise<number> {
  const [command, target, ...rest] = args;
  if (command !== 'parse' || !target || rest.length > 0) {
    console.error(USAGE);
    return EXIT_USAGE;
  }
  try {
    const text = /^https?:\/\//i.test(target) ? await fetchFeed(target) : readFeedFile(target);
    const { reservations, blocks, warnings } = parseCalendarFeed(text);
    process.stdout.write(`${JSON.stringify({ reservations, blocks, warnings }, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof CalendarFeedError || error instanceof FeedUnavailable) {
      console.error(error.message);
      return EXIT_UNTRUSTED;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
