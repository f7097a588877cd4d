import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { KnowledgeBase, MessageTriage, OptimizerFigures } from '@cohost/shared';
import { approvals } from '../../apps/server/src/modules/automation/automation.tables';
import { conversations, messages as messageRows } from '../../apps/server/src/modules/messaging/messaging.tables';
import type { createOptimizerModule } from '../../apps/server/src/modules/optimizer';
import { addDays, addMonths, monthsFrom } from '../../apps/server/src/modules/optimizer/domain/calendar-days';
import { insightsOf, leadTimes, monthRows, revenueChange, totalsOf, type FigureStay } from '../../apps/server/src/modules/optimizer/domain/figures';
import { detectContentGaps, type ListingContent } from '../../apps/server/src/modules/optimizer/domain/content-suggestions';
import { detectRepeatedQuestions, type AskedMessage } from '../../apps/server/src/modules/optimizer/domain/inbox-suggestions';
import { detectPricingSuggestions } from '../../apps/server/src/modules/optimizer/domain/pricing-suggestions';
import { detectRecurringProblems, type ProblemReport } from '../../apps/server/src/modules/optimizer/domain/problem-suggestions';
import { reservations } from '../../apps/server/src/modules/reservations/reservations.tables';
import { IncompleteSuiteError, type BenchSuite, type Figure } from '../support/bench-suite';
import { seededIntegers } from '../support/calendar-feeds';
import { signUpHost, startInProcessCohost, type ApiClient, type InProcessCohost } from '../support/in-process-cohost';
import { seededStays, TIME_ZONES } from '../support/portfolio';
import { withTempDir } from '../support/server-process';

// Issue 24: the optimizer's figures for 250 properties × two years of stays, and its suggestions from 20,000 messages.
const PROPERTIES = Number(process.env.BENCH_OPTIMIZER_PROPERTIES) || 250;
const MESSAGES = Number(process.env.BENCH_OPTIMIZER_MESSAGES) || 20_000;
const TOPICS = ['parking', 'wifi', 'check-in', 'check-out', 'trash', 'pets', 'thanks', 'other'];

/**
 * The pure parts, in process on hand-built arrays (the domain functions GET /api/optimizer/figures
 * runs on what it read): 24 months of every property's nights, money, gaps and weekends, the
 * totals, insights and lead times; then the hourly pass's pure parts on what its reads return.
 */
function measurePureParts(log: (message: string) => void): Figure[] {
  const properties = Array.from({ length: PROPERTIES }, (_, index) => ({ id: `p${index}`, name: `Home ${index}`, timezone: index % 2 ? 'America/Los_Angeles' : 'Pacific/Auckland', currency: 'USD' }));
  const stays: FigureStay[] = [];
  for (const property of properties) {
    let day = '2024-12-20';
    for (let index = 0; day < '2027-01-10'; index++) {
      const nights = 2 + (index % 5);
      stays.push({ propertyId: property.id, kind: index % 17 === 0 ? 'owner' : 'guest', checkInDate: day, checkOutDate: addDays(day, nights), payoutCents: 14_500 * nights, currency: null, recordedAt: new Date(Date.parse(`${day}T12:00:00Z`) - (index % 60) * 86_400_000) });
      day = addDays(day, nights + (index % 4));
    }
  }
  const months = monthsFrom('2025-01', '2026-12');
  log(`figures of ${PROPERTIES} properties × ${months.length} months from ${stays.length} stays`);
  const started = performance.now();
  const rows = monthRows(properties, stays, [], months);
  const totals = totalsOf(rows);
  revenueChange(totals, totals);
  const insights = insightsOf(rows, months);
  leadTimes(properties, stays, '2025-01-01', '2027-01-01');
  const ms = performance.now() - started;
  // The calendar's pricing suggestions over the same stays (the hourly pass's pure part), on 15 June 2026, half the homes with a 3-night minimum.
  // The refresh reads only the stays touching its window (today ± 90 days and a margin), in SQL, as here.
  const window = stays.filter((stay) => stay.checkOutDate > '2026-03-10' && stay.checkInDate < '2026-09-20');
  const pricingStarted = performance.now();
  const suggestions = detectPricingSuggestions(
    properties.map((property, index) => ({ ...property, minStayNights: index % 2 ? 3 : null })),
    window,
    [],
    new Date('2026-06-15T12:00:00Z'),
  );
  const pricingMs = performance.now() - pricingStarted;

  // The hourly pass's other sources, pure parts, on what their reads return: 20,000 messages of the
  // last 90 days (the most listStayMessages returns), every property's reports and listing.
  const now = new Date('2026-06-15T12:00:00Z');
  const messages: AskedMessage[] = Array.from({ length: MESSAGES }, (_, index) => {
    const property = properties[index % PROPERTIES]!;
    const stay = Math.floor(index / PROPERTIES) % 24;
    const at = new Date(now.getTime() - (MESSAGES - index) * 388_000);
    return index % 5 === 4
      ? { reservationId: `${property.id}-s${stay}`, propertyId: property.id, author: 'host', topics: [], body: 'Park in the driveway, the left spot.', at }
      : { reservationId: `${property.id}-s${stay}`, propertyId: property.id, author: 'guest', topics: [TOPICS[index % TOPICS.length]!], body: '', at };
  });
  const empty: KnowledgeBase = { faq: [] };
  const knowledgeBases = new Map(properties.map((property) => [property.id, empty]));
  const reports: ProblemReport[] = properties.flatMap((property) =>
    Array.from({ length: 8 }, (_, index) => ({ source: 'claim' as const, id: `${property.id}-c${index}`, propertyId: property.id, category: index % 2 ? 'noise' : 'cleanliness', reservationId: `${property.id}-s${index}`, occasionId: `${property.id}-s${index}`, label: `Case #${index}`, at: new Date(now.getTime() - index * 9 * 86_400_000) })),
  );
  const listings: ListingContent[] = properties.map((property) => ({ id: property.id, name: property.name, listing: { title: `${property.name}: a bright two-bedroom home near the water with parking`, description: 'A home. '.repeat(80), amenities: ['Wifi'], photosCount: 3 }, knowledgeBase: empty }));
  const sourcesStarted = performance.now();
  const repeated = detectRepeatedQuestions(messages, knowledgeBases);
  const problems = detectRecurringProblems(reports, new Map(properties.map((property) => [property.id, { name: property.name, staysInWindow: 20 }])), now);
  const gaps = listings.flatMap((listing) => detectContentGaps(listing));
  const sourcesMs = performance.now() - sourcesStarted;
  return [
    { label: `Figures, ${PROPERTIES} properties × ${months.length} months`, value: Math.round(ms), unit: 'ms', target: { comparison: '<=', value: 1_000 }, detail: `${stays.length} stays, ${rows.length} rows, ${insights.gapNights.nights} gap nights` },
    { label: `Pricing suggestions, ${PROPERTIES} properties`, value: Math.round(pricingMs), unit: 'ms', target: { comparison: '<=', value: 1_000 }, detail: `${window.length} stays read, ${suggestions.length} suggestions` },
    {
      label: `Questions, problems and listing content, ${PROPERTIES} properties, ${MESSAGES.toLocaleString('en')} messages`,
      value: Math.round(sourcesMs),
      unit: 'ms',
      target: { comparison: '<=', value: 1_000 },
      detail: `${repeated.length} question, ${problems.length} problem and ${gaps.length} content suggestions`,
    },
  ];
}

const DAY = 86_400_000;
/** Two years of stays per property, the last ending around today + 60 days. */
const STAY_DAYS = 730;
const AHEAD_DAYS = 60;
/** Days between a stay's first record and its check-in, taking turns (capped at now: a stay is not recorded in the future). */
const LEAD_DAYS = [0, 1, 2, 3, 5, 8, 13, 21, 30, 45, 60, 90, 120, 180];
const SOURCES = ['airbnb', 'vrbo', 'booking', 'manual'] as const;
/** What a guest writes per topic (the co-host's reading of it is stored beside it, as triage stores it). */
const GUEST_BODIES: Record<string, string> = {
  parking: 'Hi! Where can we park the car when we arrive?',
  wifi: 'What is the wifi password please?',
  'check-in': 'How do we get in? Is there a key box?',
  'check-out': 'What time is check-out and what should we do with the keys?',
  trash: 'Where do the trash and recycling go?',
  pets: 'Can we bring our small dog?',
  thanks: 'Thank you, everything is perfect!',
  other: 'We might be a bit late tonight, is that OK?',
};
/** A host's typed reply to the guest message before it. */
const HOST_BODIES: Record<string, string> = {
  parking: 'Park in the driveway, the left spot. Street parking is free after 6pm.',
  trash: 'The bins are by the side gate: green for recycling, black for the rest.',
  pets: 'Small dogs are welcome, please keep them off the beds.',
};
const HOST_REPLY = 'Thanks for your message, I will get back to you shortly.';

/** One listing and knowledge base per property: complete on the whole, parking answered at every other one, a few short on photos or in one block. */
function propertyInput(index: number) {
  const name = `Bench ${String(index + 1).padStart(3, '0')}`;
  const paragraphs = ['A bright two-bedroom home a short walk from the water.', 'The kitchen has everything for a long stay. The bedrooms face the garden.', 'Shops and cafés are five minutes away on foot.'];
  return {
    name,
    timezone: TIME_ZONES[index % TIME_ZONES.length],
    checkInTime: '16:00',
    checkOutTime: '11:00',
    listing: {
      title: `${name}: bright home by the water`,
      description: index % 10 === 5 ? paragraphs.join(' ').repeat(3) : paragraphs.join('\n\n'),
      amenities: ['Wifi', 'Kitchen', 'Washer'],
      photosCount: index % 10 === 0 ? 3 : 14,
      minStayNights: index % 2 ? 3 : null,
    },
    knowledgeBase: {
      wifiName: `Bench-${index}`,
      wifiPassword: 'sea-breeze-42',
      checkIn: 'The key box by the door opens with the code we send on the day.',
      checkOut: 'Leave the keys in the key box and the towels in the bath.',
      houseRules: 'No parties, no smoking, quiet after 10pm.',
      ...(index % 2 ? {} : { parking: 'Park in the driveway, the left spot.' }),
      faq: [],
    },
  };
}

interface Portfolio {
  workspaceId: string;
  client: ApiClient;
  stays: number;
  conversations: number;
  messages: number;
}

/**
 * The portfolio the optimizer reads: PROPERTIES properties through the API (eight time zones,
 * every other one with a 3-night minimum stay), then bulk-inserted in chunks of 500 as history:
 * two years of stays each ending around today + 60 days (payouts, every 15th an owner stay, first
 * recorded 0–180 days before check-in), and MESSAGES guest and host messages of the last 90 days
 * in the conversations of the stays around then (topics as the co-host stores them; every 5th a
 * host's typed reply). Then ANALYZE, as the statistics schedule would.
 */
async function buildPortfolio(cohost: InProcessCohost, log: (message: string) => void): Promise<Portfolio> {
  const { db } = cohost.database;
  const { client, workspaceId } = await signUpHost(cohost, 'Bench Host');
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const start = Date.parse(`${addDays(today, AHEAD_DAYS - STAY_DAYS)}T00:00:00Z`);
  const talking: Array<{ propertyId: string; reservationId: string; guestName: string; from: number; to: number }> = [];
  const windowStart = now.getTime() - 89 * DAY;
  let stays = 0;
  log(`building ${PROPERTIES} properties with ${STAY_DAYS} days of stays each`);
  for (let index = 0; index < PROPERTIES; index++) {
    const property = await client.expect<{ id: string }>(201, '/api/properties', propertyInput(index));
    const lead = seededIntegers(index * 104_729 + 7);
    const rows = seededStays(index, start, STAY_DAYS).map((stay, position) => {
      const isOwner = position % 15 === 7;
      const checkIn = Date.parse(`${stay.checkInDate}T00:00:00Z`);
      const recorded = Math.min(now.getTime(), checkIn - LEAD_DAYS[lead(LEAD_DAYS.length)]! * DAY + 10 * 3_600_000);
      return {
        workspaceId,
        propertyId: property.id,
        kind: isOwner ? ('owner' as const) : ('guest' as const),
        source: isOwner ? ('manual' as const) : SOURCES[(index + position) % SOURCES.length]!,
        status: 'confirmed' as const,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        payoutCents: isOwner ? null : stay.payoutCents,
        currency: isOwner ? null : 'USD',
        guests: 1 + (position % 4),
        guestName: isOwner ? '' : `Guest ${index + 1}-${position + 1}`,
        createdAt: new Date(recorded),
        updatedAt: new Date(recorded),
      };
    });
    for (let at = 0; at < rows.length; at += 500) {
      const inserted = await db
        .insert(reservations)
        .values(rows.slice(at, at + 500))
        .returning({ id: reservations.id, kind: reservations.kind, guestName: reservations.guestName, checkInDate: reservations.checkInDate, checkOutDate: reservations.checkOutDate });
      for (const stay of inserted) {
        // Guests write from two weeks before arrival until they leave.
        const from = Math.max(windowStart, Date.parse(`${stay.checkInDate}T00:00:00Z`) - 14 * DAY);
        const to = Math.min(now.getTime() - 60_000, Date.parse(`${stay.checkOutDate}T12:00:00Z`));
        if (stay.kind === 'guest' && from < to) talking.push({ propertyId: property.id, reservationId: stay.id, guestName: stay.guestName, from, to });
      }
    }
    stays += rows.length;
    if ((index + 1) % 50 === 0) log(`${index + 1}/${PROPERTIES} properties`);
  }

  // MESSAGES messages dealt out to the conversations in turn, each conversation's spread evenly over its stay's writing window.
  log(`${MESSAGES} messages in ${talking.length} conversations`);
  const conversationRows: Array<typeof conversations.$inferInsert> = [];
  const messageValues: Array<Omit<typeof messageRows.$inferInsert, 'conversationId'> & { conversation: number }> = [];
  const topic = seededIntegers(24_601);
  for (const [position, stay] of talking.entries()) {
    const many = Math.floor(MESSAGES / talking.length) + (position < MESSAGES % talking.length ? 1 : 0);
    if (many === 0) continue;
    let asked = 'other';
    let last: { at: Date; body: string; author: 'guest' | 'host' } | null = null;
    for (let turn = 0; turn < many; turn++) {
      const at = new Date(stay.from + ((turn + 1) * (stay.to - stay.from)) / (many + 1));
      if (turn % 5 === 4) {
        const body = HOST_BODIES[asked] ?? HOST_REPLY;
        messageValues.push({ conversation: conversationRows.length, workspaceId, author: 'host', authorName: 'Bench Host', channel: 'guest-page', body, status: 'sent', createdAt: at, sentAt: at });
        last = { at, body, author: 'host' };
      } else {
        asked = TOPICS[topic(TOPICS.length)]!;
        const body = GUEST_BODIES[asked]!;
        const triage: MessageTriage = { intents: [asked], needsHuman: asked === 'other', urgency: 'low', language: 'en', confidence: 0.9, injection: false, reasons: [] };
        messageValues.push({ conversation: conversationRows.length, workspaceId, author: 'guest', authorName: stay.guestName, channel: 'guest-page', body, status: 'received', triage, createdAt: at });
        last = { at, body, author: 'guest' };
      }
    }
    const first = messageValues.at(-many)!.createdAt!;
    conversationRows.push({
      workspaceId,
      propertyId: stay.propertyId,
      reservationId: stay.reservationId,
      guestName: stay.guestName,
      lastMessageAt: last!.at,
      lastMessagePreview: last!.body,
      lastMessageAuthor: last!.author,
      replyToken: randomBytes(12).toString('base64url'),
      createdAt: first,
      updatedAt: last!.at,
    });
  }
  const conversationIds: string[] = [];
  for (let at = 0; at < conversationRows.length; at += 500) {
    const inserted = await db.insert(conversations).values(conversationRows.slice(at, at + 500)).returning({ id: conversations.id });
    conversationIds.push(...inserted.map((row) => row.id));
  }
  const values = messageValues.map(({ conversation, ...message }) => ({ ...message, conversationId: conversationIds[conversation]! }));
  for (let at = 0; at < values.length; at += 500) await db.insert(messageRows).values(values.slice(at, at + 500));
  await db.execute(sql`analyze`);
  return { workspaceId, client, stays, conversations: conversationRows.length, messages: values.length };
}

/** The workspace's suggestions waiting for the host, per kind. */
async function pendingByKind(cohost: InProcessCohost, workspaceId: string): Promise<string> {
  const rows = await cohost.database.db
    .select({ kind: approvals.kind, n: count() })
    .from(approvals)
    .where(and(eq(approvals.workspaceId, workspaceId), eq(approvals.status, 'pending')))
    .groupBy(approvals.kind)
    .orderBy(approvals.kind);
  return rows.map((row) => `${row.n} ${row.kind}`).join(', ') || 'none';
}

/**
 * The real thing, through a Cohost in this process on its own data folder (`buildPortfolio`):
 * GET /api/optimizer/figures for the last 24 months and every property over HTTP as the host
 * (the first read builds the answer; the second is the read cache's kept one), then the hourly
 * pass for the workspace (`refreshSuggestions`: the SQL reads of messages, calendars, problems and
 * listings, the pure parts, the proposals through the policy engine), first (it proposes) and again
 * (nothing new: every subject already waits).
 */
function measureInProcess(log: (message: string) => void, figures: Figure[]): Promise<void> {
  return withTempDir(async (dataDir) => {
    const cohost = await startInProcessCohost(dataDir, { BILLING: 'off' });
    try {
      const building = performance.now();
      const portfolio = await buildPortfolio(cohost, log);
      const buildSeconds = (performance.now() - building) / 1000;
      log(`built in ${buildSeconds.toFixed(1)} s: ${portfolio.stays} stays, ${portfolio.messages} messages in ${portfolio.conversations} conversations`);
      const size = `${PROPERTIES} properties, ${portfolio.stays.toLocaleString('en')} stays, ${portfolio.messages.toLocaleString('en')} messages`;
      figures.push({ label: `Build the portfolio in process (${size})`, value: buildSeconds, unit: 's', detail: `${PROPERTIES} properties through the API; stays, ${portfolio.conversations} conversations and their messages bulk-inserted; ANALYZE` });

      const to = new Date().toISOString().slice(0, 7);
      const path = `/api/optimizer/figures?from=${addMonths(to, -23)}&to=${to}`;
      const read = async () => {
        const started = performance.now();
        const answer = await portfolio.client.expect<OptimizerFigures>(200, path);
        return { ms: performance.now() - started, answer };
      };
      log(`GET ${path}`);
      const first = await read();
      const second = await read();
      const { rows, totals, insights } = first.answer;
      if (rows.length !== PROPERTIES * 24) throw new Error(`the figures have ${rows.length} rows, not ${PROPERTIES} properties × 24 months`);
      figures.push(
        {
          label: `GET /api/optimizer/figures, 24 months × ${PROPERTIES} properties, first read`,
          value: Math.round(first.ms),
          unit: 'ms',
          target: { comparison: '<=', value: 1_000 },
          detail: `over HTTP as the host, not yet in the read cache; ${rows.length} rows, ${totals.bookedNights.toLocaleString('en')} booked nights, ${insights.gapNights.nights} gap nights, top question ${insights.topQuestions[0]?.topic ?? 'none'}`,
        },
        { label: 'GET /api/optimizer/figures, read again', value: Math.round(second.ms), unit: 'ms', detail: 'the read cache’s kept answer (nothing changed in between)' },
      );

      const optimizer = cohost.modules.find((module) => module.name === 'optimizer') as unknown as ReturnType<typeof createOptimizerModule>;
      log('the hourly pass, first');
      const firstPassStarted = performance.now();
      const firstPass = await optimizer.refreshSuggestions(portfolio.workspaceId);
      const firstPassMs = performance.now() - firstPassStarted;
      figures.push({ label: `Hourly pass, first (${size})`, value: Math.round(firstPassMs), unit: 'ms', target: { comparison: '<=', value: 5_000 }, detail: `${firstPass.proposed} proposed: ${await pendingByKind(cohost, portfolio.workspaceId)}` });
      log('the hourly pass, again');
      const secondPassStarted = performance.now();
      const secondPass = await optimizer.refreshSuggestions(portfolio.workspaceId);
      const secondPassMs = performance.now() - secondPassStarted;
      figures.push({ label: 'Hourly pass, again (nothing new)', value: Math.round(secondPassMs), unit: 'ms', target: { comparison: '<=', value: 2_000 }, detail: `${secondPass.proposed} proposed, ${secondPass.revised} revised` });
    } finally {
      await cohost.stop();
    }
  });
}

/**
 * Issue 24's figures: the pure parts on hand-built arrays, then the real reads and the hourly pass
 * through a Cohost in process.
 */
export const optimizerSuite: BenchSuite = {
  name: 'Optimizer',
  run: async (log) => {
    const figures = measurePureParts(log);
    try {
      await measureInProcess(log, figures);
    } catch (error) {
      throw new IncompleteSuiteError((error as Error).message, { figures }, { cause: error });
    }
    return figures;
  },
};
