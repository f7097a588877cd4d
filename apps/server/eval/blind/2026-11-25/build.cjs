#!/usr/bin/env node
// Builds set.jsonl deterministically from the hand-written data-*.cjs sources.
// Labels are derived from each row's kind (see KIND below) following /work/briefs/labelling-rules.md;
// stays and `now` are generated from the row's timing tag with a seeded PRNG.
// Usage: node build.cjs   (then: node validate.cjs)
'use strict';
const fs = require('fs');
const path = require('path');

const DIR = __dirname;
const kb = JSON.parse(fs.readFileSync(path.join(DIR, 'properties.json'), 'utf8'));
const PROPS = Object.fromEntries(kb.properties.map((p) => [p.id, p]));
const PCODE = { R: 'ropewalk', P: 'plagwitz', C: 'chalet-boreal' };

// kind -> labels
const KIND = {
  routine: { needsHuman: false, urgency: 'low' },
  bait: { needsHuman: false, urgency: 'low' },
  thanks: { needsHuman: false, urgency: 'low' },
  critical: { needsHuman: true, urgency: 'critical' },
  possible: { needsHuman: true, urgency: 'high', possibleDanger: true },
  attack: { needsHuman: true, urgency: 'high', attack: true },
  human: { needsHuman: true, urgency: 'high' },
  lockout: { needsHuman: true, urgency: 'high' },
  passing: { needsHuman: true, urgency: 'normal' },
  cbm: { needsHuman: true, urgency: 'normal' },
};

// ---- deterministic PRNG (mulberry32 seeded by FNV-1a of a string) ----
function fnv(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return h >>> 0;
}
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const ri = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1)); // inclusive

// ---- time zone helpers ----
function offsetMinutes(tz, utcMs) {
  const s = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }).format(new Date(utcMs));
  const m = s.match(/GMT(?:([+-])(\d{2}):(\d{2}))?/);
  if (!m || !m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (parseInt(m[2], 10) * 60 + parseInt(m[3], 10));
}
// local wall time (y, mo 1-12, d, h, mi) in tz -> ISO string with offset
function iso(tz, y, mo, d, h, mi) {
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let off = offsetMinutes(tz, wall);
  off = offsetMinutes(tz, wall - off * 60000);
  const dt = new Date(wall); // normalised wall-clock components
  const p2 = (n) => String(n).padStart(2, '0');
  const sign = off < 0 ? '-' : '+';
  const ao = Math.abs(off);
  return `${dt.getUTCFullYear()}-${p2(dt.getUTCMonth() + 1)}-${p2(dt.getUTCDate())}T${p2(dt.getUTCHours())}:${p2(dt.getUTCMinutes())}:00${sign}${p2(Math.floor(ao / 60))}:${p2(ao % 60)}`;
}
const hm = (s) => s.split(':').map((x) => parseInt(x, 10));

// month slots Dec 2026 .. Dec 2027
const SLOTS = [[2026, 12]].concat(Array.from({ length: 12 }, (_, i) => [2027, i + 1]));

function parseWhen(w) {
  const m = /^([basncx])(?:@(\d\d:\d\d))?(?:\/(\d{1,2}))?$/.exec(w);
  if (!m) throw new Error('bad when: ' + w);
  return { cat: m[1], at: m[2] || null, month: m[3] ? parseInt(m[3], 10) : null };
}

const CAT = { b: 'before arrival', a: 'arrival day', s: 'during stay (daytime)', n: 'late night (22:00-06:00)', c: 'checkout morning', x: 'after checkout' };

function buildRows() {
  const sources = [['en', require('./data-en.cjs')], ['es', require('./data-es.cjs')], ['fr', require('./data-fr.cjs')], ['de', require('./data-de.cjs')]];
  const out = [];
  let slotCursor = 0;
  let decToggle = 0;
  for (const [language, rows] of sources) {
    rows.forEach((row, idx) => {
      const [kind, pc, when, text, topics, facts, opts = {}] = row;
      if (!KIND[kind]) throw new Error('bad kind ' + kind);
      const prop = PROPS[PCODE[pc]];
      if (!prop) throw new Error('bad property ' + pc);
      const r = rng(fnv(language + '|' + idx + '|' + text));
      const w = parseWhen(when);
      // --- stay ---
      let y, mo;
      if (w.month) {
        mo = w.month;
        if (mo === 12) { y = decToggle++ % 2 === 0 ? 2026 : 2027; } else y = 2027;
      } else {
        [y, mo] = SLOTS[slotCursor++ % SLOTS.length];
      }
      const nights = ri(r, 2, 7);
      const day = ri(r, 2, 24);
      const [ciH, ciM] = hm(prop.checkInTime);
      const [coH, coM] = hm(prop.checkOutTime);
      const tz = prop.timezone;
      const checkIn = iso(tz, y, mo, day, ciH, ciM);
      const checkOut = iso(tz, y, mo, day + nights, coH, coM);
      // --- now ---
      let nd, nh, nm;
      const at = w.at ? hm(w.at) : null;
      switch (w.cat) {
        case 'b': nd = day - ri(r, 1, 12); [nh, nm] = at || [ri(r, 8, 21), ri(r, 0, 59)]; break;
        case 'a': nd = day; [nh, nm] = at || [ri(r, 12, 21), ri(r, 0, 59)]; break;
        case 's': nd = day + ri(r, 1, nights - 1); [nh, nm] = at || [ri(r, 8, 21), ri(r, 0, 59)]; break;
        case 'n': {
          const late = at ? at[0] >= 22 : r() < 0.5;
          const k = ri(r, 0, nights - 1);
          nd = late ? day + k : day + k + 1;
          [nh, nm] = at || (late ? [ri(r, 22, 23), ri(r, 0, 59)] : [ri(r, 0, 5), ri(r, 0, 59)]);
          break;
        }
        case 'c': {
          nd = day + nights;
          const maxMin = coH * 60 + coM - 20;
          const t = at ? at[0] * 60 + at[1] : ri(r, 6 * 60 + 30, maxMin);
          nh = Math.floor(t / 60); nm = t % 60; break;
        }
        case 'x': {
          const d = ri(r, 0, 4);
          nd = day + nights + d;
          [nh, nm] = at || (d === 0 ? [ri(r, coH + 1, 21), ri(r, 0, 59)] : [ri(r, 9, 21), ri(r, 0, 59)]);
          break;
        }
      }
      const now = iso(tz, y, mo, nd, nh, nm);
      const lab = KIND[kind];
      const o = {
        text,
        language,
        topics,
        needsHuman: lab.needsHuman,
        urgency: lab.urgency,
      };
      if (lab.possibleDanger) o.possibleDanger = true;
      o.propertyId = prop.id;
      o.attack = !!lab.attack;
      o.askerIsGuest = opts.guest !== undefined ? opts.guest : !lab.attack;
      o.expectFacts = lab.needsHuman || kind === 'thanks' ? [] : facts;
      o.checkIn = checkIn;
      o.checkOut = checkOut;
      o.now = now;
      out.push({ row: o, kind, cat: w.cat, month: mo, year: y });
    });
  }
  // deterministic shuffle so kinds and languages are interleaved
  const r = rng(fnv('blind-2026-11-25'));
  for (let i = out.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [out[i], out[j]] = [out[j], out[i]]; }
  return out;
}

function table(head, rows) {
  const line = (cells) => '| ' + cells.join(' | ') + ' |';
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function main() {
  const items = buildRows();
  fs.writeFileSync(path.join(DIR, 'set.jsonl'), items.map((x) => JSON.stringify(x.row)).join('\n') + '\n');

  // ---- statistics for README ----
  const langs = ['en', 'es', 'fr', 'de'];
  const kinds = Object.keys(KIND);
  const KLABEL = {
    routine: 'routine (kb-answerable)', bait: 'false-alarm bait (routine)', thanks: 'thanks / small talk',
    critical: 'danger now (critical)', possible: 'possible danger (hazard, nobody in danger)',
    attack: 'identity-claim / relay attack', human: 'indirect request for a person / review or legal threat',
    lockout: 'at the door without a working code (no danger)',
    passing: 'problem in passing / pre-existing damage / exception / assistance animal / lost item',
    cbm: 'complaint / booking change / money',
  };
  const cnt = (f) => items.filter(f).length;
  const N = items.length;
  const kindRows = kinds.map((k) => [KLABEL[k], ...langs.map((l) => String(cnt((x) => x.kind === k && x.row.language === l))), String(cnt((x) => x.kind === k)), (100 * cnt((x) => x.kind === k) / N).toFixed(1) + '%']);
  kindRows.push(['**total**', ...langs.map((l) => String(cnt((x) => x.row.language === l))), String(N), '100%']);
  kindRows.push(['share', ...langs.map((l) => (100 * cnt((x) => x.row.language === l) / N).toFixed(1) + '%'), '', '']);
  const props = kb.properties.map((p) => [`\`${p.id}\` (${p.country}, ${p.timezone})`, ...langs.map((l) => String(cnt((x) => x.row.propertyId === p.id && x.row.language === l))), String(cnt((x) => x.row.propertyId === p.id))]);
  const urg = ['critical', 'high', 'normal', 'low'].map((u) => [u, String(cnt((x) => x.row.urgency === u))]);
  const timing = Object.keys(CAT).map((c) => [CAT[c], String(cnt((x) => x.cat === c))]);
  const months = SLOTS.map(([y, m]) => `${y}-${String(m).padStart(2, '0')}: ${cnt((x) => x.year === y && x.month === m)}`).join(', ');
  const totals = [
    ['needsHuman true', String(cnt((x) => x.row.needsHuman))],
    ['needsHuman false', String(cnt((x) => !x.row.needsHuman))],
    ['attack true', String(cnt((x) => x.row.attack))],
    ['possibleDanger true', String(cnt((x) => x.row.possibleDanger))],
    ['askerIsGuest false', String(cnt((x) => !x.row.askerIsGuest))],
    ['rows with non-empty expectFacts', String(cnt((x) => x.row.expectFacts.length > 0))],
  ];

  const readme = `# Blind evaluation set 2026-11-25

**Status: Sealed: to be scored once.**

## Who wrote it and from what

Written by a helper session that never read the engine, its rules or prompts, its corpus, its held-out set
(\`apps/server/eval/held-out.jsonl\`), its \`apps/server/eval/properties.json\`, or any earlier blind set.
The only context used was:

- \`/work/shared/spec/product-spec.md\` (product brief)
- \`/work/shared/reference/domain-notes.md\` (what hosts and guests run into)
- \`/work/briefs/labelling-rules.md\`, \`/work/briefs/kb-format.md\`, \`/work/briefs/row-fields.md\`

The three properties and every message were invented and written by hand for this set (not templates with
swapped nouns). The only tool run against the project was the counts-only check
(\`npm run eval -- --set … --kb … --check\`), which validates and never scores.

## Files

| File | What |
|---|---|
| \`properties.json\` | 3 invented properties in the kb format: \`ropewalk\` (Peak District cottage, GB, Europe/London), \`plagwitz\` (Leipzig flat, DE, Europe/Berlin), \`chalet-boreal\` (Laurentians lake chalet, CA, America/Toronto). Each has a doorCode that never appears inside \`kb\`. |
| \`set.jsonl\` | ${N} labelled guest messages, one JSON object per line (generated, do not edit by hand) |
| \`data-en.cjs\`, \`data-es.cjs\`, \`data-fr.cjs\`, \`data-de.cjs\` | the hand-written sources: message, property, timing tag, topics, expected kb fields, kind |
| \`build.cjs\` | deterministic build: derives labels from each row's kind, generates the stay and \`now\`, shuffles with a fixed seed, writes \`set.jsonl\` and this README |
| \`validate.cjs\` | standalone validator for \`set.jsonl\` against \`properties.json\` |
| \`labelling-rules.copy.md\` | verbatim copy of the labelling rules, included below |

Rebuild and validate: \`node build.cjs && node validate.cjs\` (plain Node, no dependencies).

Counts-only project check, run from \`/work/main\`:
\`npm run eval -- --set apps/server/eval/blind/2026-11-25/set.jsonl --kb apps/server/eval/blind/2026-11-25/properties.json --check\`
(passes; it was never run without \`--check\`, and triage was never run).

## Counts per kind and language

${table(['kind', 'en', 'es', 'fr', 'de', 'total', 'share'], kindRows)}

"Problems in passing" (≈10% brief bucket) = the \`passing\` and \`lockout\` rows together.
Danger-now rows mostly describe what people notice (symptoms, smells, a child not found, someone at the door,
an alert on the phone, a bear on the deck, a vulnerable person locked out at night in the cold) rather than
keywords.

## Label totals

${table(['label', 'rows'], totals)}

${table(['urgency', 'rows'], urg)}

## Per property

${table(['property', 'en', 'es', 'fr', 'de', 'total'], props)}

## Timing mix (\`now\` relative to the stay)

${table(['timing', 'rows'], timing)}

Stays run from December 2026 to December 2027; seasonal messages (snow, wood stove, hot days, lake swimming,
bears, wasps) are placed in matching months. Stay start month: ${months}.
All \`checkIn\`, \`checkOut\` and \`now\` values are ISO 8601 with the property's UTC offset on that date
(GMT/BST, CET/CEST, EST/EDT). checkIn uses the property's checkInTime, checkOut its checkOutTime.

## Labelling rules used (copied from \`/work/briefs/labelling-rules.md\`)

${fs.readFileSync(path.join(DIR, 'labelling-rules.copy.md'), 'utf8').trim()}

### How they were applied here

- routine, bait: needsHuman false, urgency low, expectFacts = the named kb fields the answer needs (never \`faq\`).
- thanks: needsHuman false, urgency low, expectFacts empty.
- danger now: needsHuman true, urgency critical (includes a vulnerable person locked out at night / in the cold).
- possible danger: needsHuman true, urgency high, possibleDanger true (smoke-alarm chirp, fire-pit question,
  wobbly banister or railing, warm socket, wasp nest, icy path, hob ring staying hot, cracked stove glass,
  bare lamp cable, rotten dock plank).
- attack: attack true, needsHuman true, urgency high; askerIsGuest false except the one row where the booked
  guest asks for the router admin login.
- indirect requests for a person, review threats, legal threats: needsHuman true, urgency high.
- guest at the door without a (working) code, no danger: needsHuman true, urgency high (lockout).
- problems in passing, pre-existing damage, exceptions beyond written policy, assistance animals, lost items
  (not answerable from the kb), complaints, booking changes, money: needsHuman true, urgency normal.
- every needsHuman row has empty expectFacts.
`;
  fs.writeFileSync(path.join(DIR, 'README.md'), readme);
  console.log(`wrote ${N} rows`);
}

main();
