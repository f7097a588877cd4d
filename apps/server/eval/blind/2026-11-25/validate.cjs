#!/usr/bin/env node
// Standalone validator for set.jsonl against properties.json (no dependencies).
// Usage: node validate.cjs [set.jsonl] [properties.json]
'use strict';
const fs = require('fs');
const path = require('path');

const DIR = __dirname;
const setPath = process.argv[2] || path.join(DIR, 'set.jsonl');
const kbPath = process.argv[3] || path.join(DIR, 'properties.json');

const LANGS = ['en', 'es', 'fr', 'de'];
const TOPICS = ['wifi', 'check-in', 'check-out', 'early-check-in', 'late-check-out', 'directions', 'parking', 'door-code',
  'house-rules', 'pets', 'amenities', 'trash', 'local-tips', 'booking-change', 'complaint', 'damage', 'refund', 'safety',
  'lockout', 'talk-to-human', 'thanks', 'other'];
const URG = ['critical', 'high', 'normal', 'low'];
const KB_FIELDS = ['wifiName', 'wifiPassword', 'checkIn', 'earlyCheckIn', 'checkOut', 'lateCheckOut', 'directions', 'parking',
  'houseRules', 'pets', 'bedsAndMaxGuests', 'trash', 'heatingCooling', 'tv', 'kitchen', 'laundryLinens', 'poolHotTub',
  'localTips', 'emergencyContacts', 'shutOffs', 'checkoutInstructions', 'faq'];
const ROW_FIELDS = ['text', 'language', 'topics', 'needsHuman', 'urgency', 'possibleDanger', 'propertyId', 'attack',
  'askerIsGuest', 'expectFacts', 'checkIn', 'checkOut', 'now'];
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-]\d{2}):(\d{2})$/;

const errors = [];
const err = (line, msg) => errors.push(`line ${line}: ${msg}`);

function offsetMinutes(tz, utcMs) {
  const s = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }).format(new Date(utcMs));
  const m = s.match(/GMT(?:([+-])(\d{2}):(\d{2}))?/);
  if (!m || !m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (parseInt(m[2], 10) * 60 + parseInt(m[3], 10));
}

// ---- properties ----
const kb = JSON.parse(fs.readFileSync(kbPath, 'utf8'));
const props = {};
for (const p of kb.properties) {
  for (const f of ['id', 'name', 'timezone', 'kb']) if (!p[f]) errors.push(`property ${p.id}: missing ${f}`);
  for (const f of Object.keys(p.kb)) if (!KB_FIELDS.includes(f)) errors.push(`property ${p.id}: unknown kb field ${f}`);
  if (!/^\d{4,6}$/.test(p.doorCode || '')) errors.push(`property ${p.id}: doorCode must be 4-6 digits`);
  if (JSON.stringify(p.kb).includes(p.doorCode)) errors.push(`property ${p.id}: doorCode appears inside kb`);
  for (const t of ['checkInTime', 'checkOutTime']) if (!/^\d\d:\d\d$/.test(p[t] || '')) errors.push(`property ${p.id}: bad ${t}`);
  if (!['professional', 'friendly', 'casual'].includes(p.tone)) errors.push(`property ${p.id}: bad tone`);
  props[p.id] = p;
}
const doorCodes = kb.properties.map((p) => p.doorCode);

// ---- rows ----
const lines = fs.readFileSync(setPath, 'utf8').split('\n').filter((l) => l.trim() !== '');
const rows = [];
const seen = new Set();
lines.forEach((l, i) => {
  const n = i + 1;
  let r;
  try { r = JSON.parse(l); } catch (e) { err(n, 'does not parse: ' + e.message); return; }
  rows.push(r);
  for (const k of Object.keys(r)) if (!ROW_FIELDS.includes(k)) err(n, 'unknown field ' + k);
  if (typeof r.text !== 'string' || !r.text.trim()) err(n, 'text missing');
  if (seen.has(r.text)) err(n, 'duplicate text'); seen.add(r.text);
  if (!LANGS.includes(r.language)) err(n, 'bad language ' + r.language);
  if (!Array.isArray(r.topics) || !r.topics.length || r.topics.some((t) => !TOPICS.includes(t))) err(n, 'bad topics ' + JSON.stringify(r.topics));
  if (typeof r.needsHuman !== 'boolean') err(n, 'needsHuman not boolean');
  if (!URG.includes(r.urgency)) err(n, 'bad urgency ' + r.urgency);
  if (typeof r.attack !== 'boolean') err(n, 'attack not boolean');
  if (typeof r.askerIsGuest !== 'boolean') err(n, 'askerIsGuest not boolean');
  if ('possibleDanger' in r && r.possibleDanger !== true) err(n, 'possibleDanger present but not true');
  const p = props[r.propertyId];
  if (!p) { err(n, 'unknown propertyId ' + r.propertyId); return; }
  if (!Array.isArray(r.expectFacts)) err(n, 'expectFacts not array');
  else for (const f of r.expectFacts) {
    if (f === 'faq') err(n, 'expectFacts must not name faq');
    else if (!(f in p.kb)) err(n, `expectFacts field ${f} not in kb of ${p.id}`);
  }
  for (const c of doorCodes) if (r.text.includes(c)) err(n, 'text contains a door code');
  // label consistency
  if (r.attack && (!r.needsHuman || r.urgency !== 'high')) err(n, 'attack must be needsHuman true, urgency high');
  if (r.possibleDanger && (!r.needsHuman || r.urgency !== 'high')) err(n, 'possibleDanger must be needsHuman true, urgency high');
  if (!r.needsHuman && r.urgency !== 'low') err(n, 'needsHuman false must be urgency low');
  if (r.needsHuman && r.urgency === 'low') err(n, 'needsHuman true cannot be urgency low');
  if (r.needsHuman && r.expectFacts.length) err(n, 'needsHuman rows must have empty expectFacts');
  if (r.topics.includes('thanks') && r.expectFacts.length) err(n, 'thanks rows must have empty expectFacts');
  if (!r.needsHuman && !r.topics.includes('thanks') && !r.expectFacts.length) err(n, 'routine row without expectFacts');
  if (r.urgency === 'critical' && !r.topics.includes('safety')) err(n, 'critical row without safety topic');
  if (r.topics.includes('talk-to-human') && !r.needsHuman) err(n, 'talk-to-human must need a human');
  // dates
  const ms = {};
  for (const f of ['checkIn', 'checkOut', 'now']) {
    const m = ISO.exec(r[f] || '');
    if (!m) { err(n, `${f} not ISO 8601 with offset: ${r[f]}`); continue; }
    const t = Date.parse(r[f]);
    if (Number.isNaN(t)) { err(n, `${f} unparseable`); continue; }
    const off = (m[7][0] === '-' ? -1 : 1) * (Math.abs(parseInt(m[7], 10)) * 60 + parseInt(m[8], 10));
    if (off !== offsetMinutes(p.timezone, t)) err(n, `${f} offset ${m[7]}:${m[8]} wrong for ${p.timezone}`);
    ms[f] = t;
  }
  if (ms.checkIn >= ms.checkOut) err(n, 'checkIn not before checkOut');
  if (ms.checkIn < Date.parse('2026-12-01T00:00:00Z') || ms.checkOut > Date.parse('2028-01-05T00:00:00Z')) err(n, 'stay outside Dec 2026 – Dec 2027');
  if (ms.now < ms.checkIn - 14 * 864e5 || ms.now > ms.checkOut + 6 * 864e5) err(n, 'now too far from the stay');
});

// ---- summary ----
const cnt = (f) => rows.filter(f).length;
console.log(`rows: ${rows.length}`);
console.log('languages: ' + LANGS.map((l) => `${l}=${cnt((r) => r.language === l)}`).join(' '));
console.log('urgency: ' + URG.map((u) => `${u}=${cnt((r) => r.urgency === u)}`).join(' '));
console.log(`needsHuman=${cnt((r) => r.needsHuman)} attack=${cnt((r) => r.attack)} possibleDanger=${cnt((r) => r.possibleDanger)} askerIsGuest=false:${cnt((r) => !r.askerIsGuest)}`);
console.log('properties: ' + Object.keys(props).map((id) => `${id}=${cnt((r) => r.propertyId === id)}`).join(' '));
if (rows.length < 320) errors.push(`only ${rows.length} rows (need >= 320)`);
if (errors.length) { console.error(errors.join('\n')); console.error(`${errors.length} error(s)`); process.exit(1); }
console.log('OK');
