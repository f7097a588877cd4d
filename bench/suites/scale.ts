import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LoadResult } from '../support/http-load';
import { IncompleteSuiteError, type BenchSuite, type Figure } from '../support/bench-suite';
import { AIRBNB_PRODID, FeedServer, VRBO_PRODID, addDays, airbnbBlock, airbnbStay, icsFeed, random, vrboEvent, type IcsEvent } from '../support/calendar-feeds';
import { startInProcessCohost, type ApiClient, type InProcessCohost } from '../support/in-process-cohost';
import { measureLoadApart } from '../support/load-apart';
import { createProperties, enterpriseHost, todayUtc } from '../support/portfolio';
import { spawnHelloServer, withTempDir } from '../support/server-process';

/**
 * Issue 18: the reads a property manager's screens make, at the portfolio sizes they have.
 * `BENCH_SCALE_SIZES` (default 5,50,250,1000) chooses the sizes; `BENCH_POSTGRES_URL` adds a run
 * on that PostgreSQL server (a new database is created there and dropped after) beside the
 * embedded one. CI runs the short form: sizes 5 and 50 on both.
 */
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '5,50,250,1000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? '';
const LOAD = { connections: 50, warmUpSeconds: Number(process.env.BENCH_SCALE_WARM_UP_SECONDS) || 2, durationSeconds: Number(process.env.BENCH_SCALE_SECONDS) || 5 };
/** Issue 18's target for every read at 250 properties on PostgreSQL. */
const P99_TARGET_MS = 100;
const TARGET_SIZE = 250;
/**
 * Issue 18's throughput floors beside bare node:http, for a portfolio the size of the demo
 * workspace (the smallest size measured).
 */
const RATIO_TARGETS: Record<string, number> = { dashboard: 0.05, properties: 0.1, conversations: 0.05 };
/** Guest messages are written for the direct stays around today: what an inbox holds recently. */
const MESSAGE_WINDOW = { pastDays: 60, aheadDays: 30 };
const BUILD_CONCURRENCY = 4;

const GUEST_MESSAGES = [
  'Hi! What is the wifi password?',
  'Is there parking at the property?',
  'What time is check-in?',
  'Thanks, we had a great stay!',
  'Can we check out a bit later on Sunday?',
  'The heating does not seem to work, can someone help?',
  'Where do we leave the keys when we leave?',
  'Is there a hair dryer?',
];

interface Read {
  label: string;
  path: (today: string) => string;
}

/** The screens' own requests (the web app's defaults: timeline of a month, lists of 50). */
const READS: Read[] = [
  { label: 'dashboard', path: () => '/api/dashboard' },
  { label: 'timeline (31 days)', path: (today) => `/api/timeline?from=${today}&days=31` },
  { label: 'properties', path: () => '/api/properties' },
  { label: 'conversations', path: () => '/api/conversations' },
  { label: 'approvals', path: () => '/api/approvals' },
  { label: 'activity', path: () => '/api/activity' },
];

interface Calendar {
  airbnb: IcsEvent[];
  vrbo: IcsEvent[];
  direct: { checkInDate: string; checkOutDate: string; guestName: string; guests: number; payoutCents: number }[];
}

/**
 * Two years of one property (one back, one ahead): back-to-back stays with same-day turnovers now
 * and then, 55% from Airbnb, 30% from Vrbo, 15% booked direct with a payout, Airbnb blocks in
 * some gaps. Seeded: the same portfolio every run.
 */
function twoYears(property: number, today: string): Calendar {
  const next = random(70_000 + property);
  const calendar: Calendar = { airbnb: [], vrbo: [], direct: [] };
  const prefix = property.toString(16).padStart(6, '0');
  let day = addDays(today, -365 + Math.floor(next() * 4));
  for (let index = 0; day < addDays(today, 365); index++) {
    const gap = next() < 0.3 ? 0 : 1 + Math.floor(next() * 4);
    if (gap >= 2 && next() < 0.15) calendar.airbnb.push(airbnbBlock(`blk${prefix}`, index, day, addDays(day, gap)));
    const start = addDays(day, gap);
    const end = addDays(start, next() < 0.05 ? 8 + Math.floor(next() * 14) : 1 + Math.floor(next() * 6));
    const roll = next();
    if (roll < 0.55) calendar.airbnb.push(airbnbStay(next, `res${prefix}`, index, start, end));
    else if (roll < 0.85) calendar.vrbo.push(vrboEvent(next, `vrbo-${prefix}`, index, start, end, false));
    else {
      const nights = (Date.parse(end) - Date.parse(start)) / 86_400_000;
      calendar.direct.push({ checkInDate: start, checkOutDate: end, guestName: `Guest ${property}-${index}`, guests: 1 + Math.floor(next() * 5), payoutCents: nights * (9_000 + Math.floor(next() * 20_000)) });
    }
    day = end;
  }
  return calendar;
}

/** Runs `work` over `items`, `concurrency` at a time (the API is the bottleneck, not the client). */
async function inTurns<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let nextIndex = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (nextIndex < items.length) {
        const index = nextIndex++;
        await work(items[index]!, index);
      }
    }),
  );
}

async function ok(client: ApiClient, path: string, body?: unknown): Promise<unknown> {
  const response = await client.request(path, body === undefined ? {} : { body });
  if (response.status >= 300) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path} answered ${response.status}: ${response.text.slice(0, 300)}`);
  return response.json;
}

interface Portfolio {
  client: ApiClient;
  stays: number;
  guestMessages: number;
  seconds: number;
}

/**
 * A property manager's portfolio built through the API as they would: Enterprise plan, the
 * properties, their direct bookings, an Airbnb and a Vrbo calendar each synced now, and the
 * guests of the stays around today writing on their guest pages (the co-host reads and answers
 * every message, so conversations, approvals and activity fill as they do in use).
 */
export async function buildPortfolio(cohost: InProcessCohost, feeds: FeedServer, size: number, log: (message: string) => void): Promise<Portfolio> {
  const started = performance.now();
  const today = todayUtc();
  const { client } = await enterpriseHost(cohost, `Scale host ${size}`);
  const propertyIds = await createProperties(client, size, `Scale ${size} home`);
  let stays = 0;
  let guestMessages = 0;
  let done = 0;
  await inTurns(propertyIds, BUILD_CONCURRENCY, async (propertyId, index) => {
    const calendar = twoYears(size * 10_000 + index, today);
    const talking: string[] = [];
    for (const stay of calendar.direct) {
      const created = (await ok(client, `/api/properties/${propertyId}/reservations`, stay)) as { reservation?: { id: string }; id?: string };
      const id = created.reservation?.id ?? created.id;
      if (id && stay.checkOutDate >= addDays(today, -MESSAGE_WINDOW.pastDays) && stay.checkInDate <= addDays(today, MESSAGE_WINDOW.aheadDays)) talking.push(id);
    }
    for (const platform of ['airbnb', 'vrbo'] as const) {
      const body = icsFeed(platform === 'airbnb' ? AIRBNB_PRODID : VRBO_PRODID, calendar[platform]);
      const url = feeds.serve(`/scale/${size}/${index}/${platform}.ics`, body);
      const feed = (await ok(client, `/api/properties/${propertyId}/feeds`, { url, source: platform })) as { id?: string; feed?: { id: string } };
      const feedId = feed.feed?.id ?? feed.id;
      // With job workers running (ROLE=all), adding the feed already started its first sync: a
      // 409 'syncing right now' is that sync, which goes on by itself.
      const synced = await client.request(`/api/feeds/${feedId}/sync`, { body: {} });
      if (synced.status >= 300 && !(synced.status === 409 && synced.text.includes('syncing right now'))) throw new Error(`POST /api/feeds/${feedId}/sync answered ${synced.status}: ${synced.text.slice(0, 300)}`);
    }
    stays += calendar.direct.length + calendar.airbnb.length + calendar.vrbo.length;
    for (const [number, reservationId] of talking.entries()) {
      const link = (await ok(client, `/api/reservations/${reservationId}/guest-link`)) as { url: string };
      const token = new URL(link.url).pathname.split('/').pop()!;
      for (let message = 0; message < 2; message++) {
        await ok(client, `/api/guest/${token}/messages`, { body: GUEST_MESSAGES[(index + number + message) % GUEST_MESSAGES.length] });
        guestMessages++;
      }
    }
    done++;
    if (done % 50 === 0) log(`${done}/${size} properties built`);
  });
  return { client, stays, guestMessages, seconds: (performance.now() - started) / 1000 };
}

function describe(load: LoadResult, bytes: number): string {
  const problems = load.errors > 0 ? `, ${load.errors} errors (${load.timeouts} timeouts)` : '';
  return `p50 ${load.p50Ms.toFixed(0)} ms, ${load.requestsPerSecond.toFixed(0)} req/s, ${(bytes / 1000).toFixed(1)} kB JSON, ${load.totalRequests} requests${problems}`;
}

async function measureDatabase(database: string, extraEnv: Record<string, string>, figures: Figure[], notes: string[], log: (message: string) => void): Promise<void> {
  await withTempDir(async (dataDir) => {
    log(`${database}: Cohost in this process (ALLOW_PRIVATE_FEEDS=true, ROLE=web: nothing runs behind the reads)`);
    const cohost = await startInProcessCohost(dataDir, { ALLOW_PRIVATE_FEEDS: 'true', ...extraEnv });
    const feeds = new FeedServer();
    try {
      await feeds.start();
      log(`${database}: node:http hello world, ${LOAD.connections} connections`);
      const hello = await spawnHelloServer();
      let bare: LoadResult;
      try {
        bare = await measureLoadApart(`${hello.url}/`, {}, LOAD);
      } finally {
        await hello.stop();
      }
      figures.push({ label: `${database}: node:http hello world`, value: bare.requestsPerSecond, unit: 'req/s', detail: `p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms (the reference of this run)` });
      const p50s = new Map<string, Map<number, number>>();
      for (const size of SIZES) {
        log(`${database}: building ${size} properties with two years of stays each`);
        const portfolio = await buildPortfolio(cohost, feeds, size, log);
        notes.push(`${database}, ${size} properties: built in ${portfolio.seconds.toFixed(0)} s through the API (${portfolio.stays.toLocaleString('en-US')} stays and blocks, ${portfolio.guestMessages.toLocaleString('en-US')} guest messages answered by the co-host).`);
        const today = todayUtc();
        for (const read of READS) {
          const path = read.path(today);
          const sampleStarted = performance.now();
          const sample = await portfolio.client.request(path);
          const firstReadMs = performance.now() - sampleStarted;
          log(`${database}, ${size} properties: one GET ${path} took ${firstReadMs.toFixed(0)} ms`);
          if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}: ${sample.text.slice(0, 300)}`);
          log(`${database}, ${size} properties: GET ${path}`);
          const load = await measureLoadApart(`${cohost.url}${path}`, { headers: { cookie: portfolio.client.cookieHeader, accept: 'application/json' } }, LOAD).catch((error: Error) => {
            // Not one answer within the run: the read is slower than the run is long; say so as a figure.
            if (!/answered no requests/.test(error.message)) throw error;
            return { requestsPerSecond: 0, p50Ms: LOAD.durationSeconds * 1000, p99Ms: LOAD.durationSeconds * 1000, totalRequests: 0, errors: 0, timeouts: 0 };
          });
          const targeted = database === 'PostgreSQL' && size === TARGET_SIZE;
          figures.push({
            label: `${database}: ${read.label} p99, ${size} properties`,
            value: load.p99Ms,
            unit: 'ms',
            ...(targeted ? { target: { comparison: '<=' as const, value: P99_TARGET_MS } } : {}),
            detail: `${describe(load, Buffer.byteLength(sample.text))}; ${(load.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}× node:http; the first read, before the screen was kept: ${firstReadMs.toFixed(0)} ms`,
          });
          const ratioTarget = RATIO_TARGETS[read.label];
          if (ratioTarget !== undefined && size === SIZES[0]) {
            figures.push({
              label: `${database}: ${read.label} / node:http, ${size} properties`,
              value: load.requestsPerSecond / bare.requestsPerSecond,
              unit: '×',
              target: { comparison: '>=', value: ratioTarget },
              detail: `${load.requestsPerSecond.toFixed(0)} req/s beside ${bare.requestsPerSecond.toFixed(0)}`,
            });
          }
          const bySize = p50s.get(read.label) ?? new Map<number, number>();
          bySize.set(size, Math.max(load.p50Ms, 0.5));
          p50s.set(read.label, bySize);
        }
      }
      const [smallest, largest] = [SIZES.includes(50) ? 50 : SIZES[0]!, SIZES.at(-1)!];
      if (largest > smallest) {
        for (const [label, bySize] of p50s) {
          figures.push({
            label: `${database}: ${label} p50 growth ${smallest} → ${largest} properties`,
            value: bySize.get(largest)! / bySize.get(smallest)!,
            unit: '×',
            detail: `${largest / smallest}× the properties; p50 ${bySize.get(smallest)!.toFixed(1)} → ${bySize.get(largest)!.toFixed(1)} ms`,
          });
        }
      }
    } finally {
      await feeds.stop();
      await cohost.stop();
    }
  });
}

/** A new database on the PostgreSQL server at `serverUrl`, dropped when `use` ends. */
async function withPostgresDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `cohost_scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      return await use(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

export const scaleSuite: BenchSuite = {
  name: 'Scale',
  async run(log) {
    const figures: Figure[] = [];
    const notes: string[] = [`Sizes ${SIZES.join(', ')}; each read loaded with ${LOAD.connections} connections for ${LOAD.durationSeconds} s after ${LOAD.warmUpSeconds} s, by autocannon in a child process. Every read is of one signed-in host, so after the first it is answered from the read cache (platform/http/read-cache.ts, READ_CACHE_SECONDS) until the workspace changes: the load measures a kept screen, and each figure's detail gives the first read, which built it.`];
    try {
      if (SIZES.length === 0) throw new Error('BENCH_SCALE_SIZES names no size');
      await measureDatabase('Embedded', {}, figures, notes, log);
      if (POSTGRES_URL) await withPostgresDatabase(POSTGRES_URL, (url) => measureDatabase('PostgreSQL', { DATABASE_URL: url }, figures, notes, log));
      else notes.push('PostgreSQL not measured: set BENCH_POSTGRES_URL to a server the bench may create a database on.');
    } catch (error) {
      throw new IncompleteSuiteError((error as Error).message, { figures, notes }, { cause: error });
    }
    return { figures, notes };
  },
};
