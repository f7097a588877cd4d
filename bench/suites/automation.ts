import {
  ACTION_KINDS,
  AUTONOMY_MODES,
  DEFAULT_AUTONOMY_SETTINGS,
  GUEST_INTENTS,
  type AutonomySettings,
} from '@cohost/shared';
import { decide, type PolicyAction } from '../../apps/server/src/modules/automation';
import { IncompleteSuiteError, type BenchSuite, type Figure } from '../support/bench-suite';
import { signUpHost, startInProcessCohost, type InProcessCohost } from '../support/in-process-cohost';
import { random } from '../support/calendar-feeds';
import { withTempDir } from '../support/server-process';

// Issue 6's figures: decisions per second and SSE fan-out latency (no target in the issue; ours).
const DECISIONS_TARGET_PER_SECOND = 200_000;
const FAN_OUT_P99_TARGET_MS = 100;

const DECIDE_WARM_UP_MS = 300;
const DECIDE_MEASURE_MS = 2_000;
/** Open dashboards of one workspace listening at once. */
const STREAMS = 50;
const EVENTS = 200;
const EVENT_GAP_MS = 10;

function percentile(sortedMs: number[], p: number): number {
  return sortedMs[Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1)]!;
}

/** A varied mix: every kind and intent, amounts around the limits, every mode and slider level. */
function decisionInputs(count: number): Array<{ action: PolicyAction; settings: AutonomySettings; malfunction: boolean }> {
  const next = random(42);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const cents = () => Math.floor(next() * 40_000);
  return Array.from({ length: count }, () => {
    const kind = pick(ACTION_KINDS);
    const action: PolicyAction =
      kind === 'guest.reply'
        ? { kind, intent: pick(GUEST_INTENTS), confidence: next() }
        : kind === 'supplies.order'
          ? { kind, amountCents: cents(), monthSpentCents: cents(), monthlyLimitCents: 50_000 }
          : kind === 'claims.file' || kind === 'guest.refund'
            ? { kind, amountCents: cents() }
            : kind === 'guest.scheduled-message'
              ? { kind, trigger: pick(['booking-confirmed', 'checkout-reminder', 'follow-up', 'review-request']) }
              : kind === 'knowledge.add-answer'
                ? { kind, hasAnswer: next() < 0.5 }
                : kind === 'listing.improve-content'
                  ? { kind, needsHost: next() < 0.5 }
                  : kind === 'listing.pricing-change'
                    ? { kind, onPlatform: next() < 0.5 }
                    : { kind };
    const settings: AutonomySettings = { ...DEFAULT_AUTONOMY_SETTINGS, mode: pick(AUTONOMY_MODES), autonomyLevel: Math.floor(next() * 101), promotedKinds: next() < 0.2 ? [pick(ACTION_KINDS)] : [] };
    return { action, settings, malfunction: next() < 0.05 };
  });
}

function measureDecisions(): Figure {
  const inputs = decisionInputs(10_000);
  let sink = 0;
  const loop = (ms: number) => {
    let count = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      for (let index = 0; index < 1000; index++) {
        const input = inputs[(count + index) % inputs.length]!;
        sink += decide(input.action, input.settings, { systemMalfunction: input.malfunction }).reason.length;
      }
      count += 1000;
    }
    return count;
  };
  loop(DECIDE_WARM_UP_MS);
  const started = performance.now();
  const count = loop(DECIDE_MEASURE_MS);
  const perSecond = count / ((performance.now() - started) / 1000);
  if (sink === 0) throw new Error('no decision was made');
  return {
    label: 'Policy decisions (decide, mixed kinds and settings)',
    value: Math.round(perSecond),
    unit: 'events/s',
    target: { comparison: '>=', value: DECISIONS_TARGET_PER_SECOND },
    detail: '10,000 varied actions, one thread',
  };
}

/** Opens a workspace's event stream and records when each numbered event arrives. */
async function openStream(url: string, cookie: string, arrivals: Map<string, number[]>, signal: AbortSignal): Promise<void> {
  const response = await fetch(`${url}/api/realtime`, { headers: { cookie }, signal });
  if (response.status !== 200) throw new Error(`/api/realtime answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += value;
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          if (block.includes('event: ready')) ready();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const id = data ? (JSON.parse(data) as { id?: string }).id : undefined;
          if (id) arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  await isReady;
}

async function measureFanOut(cohost: InProcessCohost, figures: Figure[], notes: string[], log: (message: string) => void): Promise<void> {
  const { client, workspaceId } = await signUpHost(cohost, 'Bench Host');
  const arrivals = new Map<string, number[]>();
  const abort = new AbortController();
  log(`${STREAMS} dashboards of one workspace listening on /api/realtime`);
  await Promise.all(Array.from({ length: STREAMS }, () => openStream(cohost.url, client.cookieHeader, arrivals, abort.signal)));
  const sentAt = new Map<string, number>();
  try {
    log(`${EVENTS} events published through PostgreSQL NOTIFY, ${EVENT_GAP_MS} ms apart`);
    for (let index = 0; index < EVENTS; index++) {
      const id = `bench-${index}`;
      sentAt.set(id, performance.now());
      await cohost.ctx.realtime.publish(cohost.database.db, workspaceId, { type: 'alerts.changed', data: { id } });
      await new Promise((resolve) => setTimeout(resolve, EVENT_GAP_MS));
    }
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline && [...sentAt.keys()].some((id) => (arrivals.get(id)?.length ?? 0) < STREAMS)) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    abort.abort();
  }
  const latencies: number[] = [];
  let missing = 0;
  for (const [id, sent] of sentAt) {
    const times = arrivals.get(id) ?? [];
    missing += STREAMS - times.length;
    for (const at of times) latencies.push(at - sent);
  }
  if (latencies.length === 0) throw new Error('no realtime event reached a stream');
  latencies.sort((a, b) => a - b);
  const detail = `${latencies.length} deliveries (${EVENTS} events × ${STREAMS} streams), ${missing} missing`;
  figures.push({ label: 'SSE fan-out latency p50 (publish → every dashboard)', value: Math.round(percentile(latencies, 50) * 10) / 10, unit: 'ms', detail });
  figures.push({ label: 'SSE fan-out latency p99', value: Math.round(percentile(latencies, 99) * 10) / 10, unit: 'ms', target: { comparison: '<=', value: FAN_OUT_P99_TARGET_MS }, detail });
  if (missing > 0) notes.push(`${missing} of ${EVENTS * STREAMS} deliveries did not arrive within 5 s.`);
}

export const automationSuite: BenchSuite = {
  name: 'Automation',
  async run(log) {
    const figures: Figure[] = [];
    const notes: string[] = [];
    try {
      log(`policy decisions for ${DECIDE_MEASURE_MS / 1000} s`);
      figures.push(measureDecisions());
      await withTempDir(async (dataDir) => {
        log('Cohost in this process on a new embedded database');
        const cohost = await startInProcessCohost(dataDir);
        try {
          await measureFanOut(cohost, figures, notes, log);
        } finally {
          await cohost.stop();
        }
      });
    } catch (error) {
      throw new IncompleteSuiteError((error as Error).message, { figures, notes }, { cause: error });
    }
    return { figures, notes };
  },
};
