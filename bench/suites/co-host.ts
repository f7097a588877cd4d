import fs from 'node:fs';
import path from 'node:path';
import { loadIntentModel } from '../../apps/server/src/modules/messaging/domain/intent-model';
import { triageMessage } from '../../apps/server/src/modules/messaging/domain/triage';
import type { BenchSuite, Figure } from '../support/bench-suite';

// Issue 7's figures for the local co-host: triage per guest message (intent model, fixed rules,
// language, mentioned dates) over the held-out set, and training the model at start-up.
const TRIAGE_P95_TARGET_MS = 20;
const TRAINING_TARGET_S = 3;
const HELD_OUT = path.resolve(import.meta.dirname, '../../apps/server/eval/held-out.jsonl');
const ROUNDS = 20;
const NOW = new Date('2025-07-12T17:00:00Z');

function percentile(sortedMs: number[], p: number): number {
  return sortedMs[Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1)]!;
}

export const coHostSuite: BenchSuite = {
  name: 'Co-host',
  async run(log) {
    const texts = fs
      .readFileSync(HELD_OUT, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => (JSON.parse(line) as { text: string }).text);

    log('training the intent model on the shipped corpus');
    const trainingStarted = performance.now();
    const model = await loadIntentModel();
    const trainingSeconds = (performance.now() - trainingStarted) / 1000;

    log(`triaging ${texts.length} held-out messages × ${ROUNDS}`);
    const triage = (text: string) => triageMessage(model, text, { previousLanguage: null, timezone: 'America/Los_Angeles', now: NOW });
    texts.forEach(triage);
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const text of texts) {
        const started = performance.now();
        triage(text);
        timings.push(performance.now() - started);
      }
    }
    timings.sort((a, b) => a - b);
    const detail = `${timings.length} triages (${texts.length} messages × ${ROUNDS}), one thread`;
    const round2 = (value: number) => Math.round(value * 100) / 100;
    const figures: Figure[] = [
      { label: 'Triage per message p50', value: round2(percentile(timings, 50)), unit: 'ms', detail },
      { label: 'Triage per message p95', value: round2(percentile(timings, 95)), unit: 'ms', target: { comparison: '<=', value: TRIAGE_P95_TARGET_MS }, detail },
      { label: 'Triage per message p99', value: round2(percentile(timings, 99)), unit: 'ms', detail },
      { label: 'Intent model training (start-up)', value: round2(trainingSeconds), unit: 's', target: { comparison: '<=', value: TRAINING_TARGET_S }, detail: 'once per process, shipped corpus' },
    ];
    return figures;
  },
};
