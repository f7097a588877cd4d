import type { Property, ReservationResult } from '@cohost/shared';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpApp, buildOpenApiDocument } from '../src/app';
import { eq } from 'drizzle-orm';
import { insertMember } from '../src/modules/accounts/accounts.repo';
import { users } from '../src/modules/accounts/accounts.tables';
import { cleaningTasks } from '../src/modules/cleaning/cleaning.tables';
import { TEST_PASSWORD, signedInHost } from './support/accounts';
import { TestClient } from './support/http-client';
import { startTestApp, type TestApp } from './support/test-app';

// Every operation of the OpenAPI document, signed out and signed in as a host, given generated
// input: a body sampled from its schema, then broken (fields missing, wrong types, huge strings,
// NUL characters, random JSON), odd path parameters and query values. Any 5xx, any status the
// operation does not document, or a JSON answer its documented schema does not match fails.
// Deterministic: fast-check runs on a fixed seed and the sampler has no randomness.
const SEED = 16;
const HUGE = 20_000;
/** Operations that end what the others use (the stay, the property, the account) run last, in this order. */
const LAST = ['cancelReservation', 'archiveProperty', 'closeAccount'];

type JsonSchema = Record<string, unknown>;

interface Operation {
  id: string;
  method: string;
  path: string;
  pathParams: string[];
  query: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  body: { contentType: string; schema: JsonSchema; required: boolean } | null;
  responses: Record<string, { json: ValidateFunction | null }>;
}

interface Case {
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  /** Holds a control character somewhere: only a refusal may answer. */
  isPoisoned?: boolean;
}

type Sampled = { kind: 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null' };
const kindOf = (value: unknown): Sampled['kind'] =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Sampled['kind']);

/** The value with every string (deep) replaced. */
function mapStrings(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, replace)]));
  return value;
}

function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countStrings(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + countStrings(item), 0);
  return 0;
}

/** Each top-level field given a value of another JSON type. */
function wrongTypes(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['not', 'an', 'object'];
  const other: Record<Sampled['kind'], unknown> = { string: 12345, number: 'not a number', boolean: 'yes', array: { not: 'a list' }, object: 'not an object', null: 7 };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, other[kindOf(item)]]));
}

function readOperations(document: ReturnType<typeof buildOpenApiDocument>): Operation[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const components = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const relink = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/')) as JsonSchema;
  ajv.addSchema({ $id: 'components', $defs: JSON.parse(JSON.stringify(components).replaceAll('"#/components/schemas/', '"components#/$defs/')) });
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref as string | undefined;
    return ref ? resolve(components[ref.replace('#/components/schemas/', '')] as JsonSchema) : schema;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item as Record<string, Record<string, unknown>>)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = (raw.parameters ?? []) as Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
      const requestBody = raw.requestBody as { required?: boolean; content: Record<string, { schema: JsonSchema }> } | undefined;
      const [contentType, content] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(raw.responses as Record<string, { content?: Record<string, { schema: JsonSchema }> }>)) {
        const schema = response.content?.['application/json']?.schema;
        responses[status] = { json: schema ? ajv.compile(relink(schema)) : null };
      }
      operations.push({
        id: (raw.operationId as string | undefined) ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
        query: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => ({ name: parameter.name, schema: resolve(parameter.schema), required: parameter.required === true })),
        body: contentType && content ? { contentType, schema: content.schema, required: requestBody?.required === true } : null,
        responses,
      });
    }
  }
  const rank = (operation: Operation) => LAST.indexOf(operation.id);
  return operations.filter((operation) => rank(operation) < 0).concat(operations.filter((operation) => rank(operation) >= 0).sort((a, b) => rank(a) - rank(b)));
}

/** The value with the fields named after a known id (`propertyId`…) holding that id, so sampled input reaches past the lookups. */
function withKnownIds(value: unknown, ids: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withKnownIds(item, ids));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === 'string' && ids[key] ? ids[key] : withKnownIds(item, ids)]));
}

/** The cases one operation is tried with. */
function casesOf(operation: Operation, document: object, ids: Record<string, string>): Case[] {
  const params = Object.fromEntries(operation.pathParams.map((name) => [name, ids[name] ?? '00000000-0000-4000-8000-000000000000']));
  const query = Object.fromEntries(
    operation.query.flatMap((parameter) => {
      const value = sample(parameter.schema as never, { skipReadOnly: true }, document);
      return parameter.required || value !== undefined ? [[parameter.name, String(value ?? 'x')]] : [];
    }),
  );
  const cases: Case[] = [{ name: 'sampled input', params, query, ...(operation.body ? { body: withKnownIds(sample(operation.body.schema as never, { skipReadOnly: true }, document), ids) } : {}) }];
  if (operation.body) {
    const base = cases[0]!.body;
    const perString = Math.min(HUGE, Math.floor(500_000 / (countStrings(base) + 1)));
    cases.push(
      { name: 'empty body', params, query, body: {} },
      { name: 'no body', params, query },
      { name: 'wrong types', params, query, body: wrongTypes(base) },
      { name: 'huge strings', params, query, body: mapStrings(base, () => 'x'.repeat(perString)) },
    );
    if (countStrings(base) > 0) cases.push({ name: 'NUL in every string', params, query, body: mapStrings(base, (text) => `${text}\u0000`), isPoisoned: true });
    fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: SEED + operation.id.length, numRuns: 2 }).forEach((body, index) => cases.push({ name: `random JSON ${index + 1}`, params, query, body }));
  }
  for (const name of operation.pathParams) {
    for (const [label, value] of [['NUL', 'a%00b'], ['huge', 'x'.repeat(2000)], ['traversal', '..%2F..%2Fetc%2Fpasswd'], ['unicode', '%F0%9F%8F%A0%C3%A9'], ['unknown id', '11111111-1111-4111-8111-111111111111']]) {
      cases.push({ name: `${label} ${name}`, params: { ...params, [name]: value! }, query, ...(cases[0]!.body !== undefined ? { body: cases[0]!.body } : {}), isPoisoned: label === 'NUL' });
    }
  }
  if (operation.query.length > 0) {
    const every = (value: string) => Object.fromEntries(operation.query.map((parameter) => [parameter.name, value]));
    cases.push(
      { name: 'NUL query', params, query: every('a\u0000b'), isPoisoned: true },
      { name: 'odd query', params, query: every('-1') },
      { name: 'huge query', params, query: every('q'.repeat(1000)) },
    );
  }
  return cases;
}

describe('API fuzz: every operation answers only what its document says', () => {
  let t: TestApp;
  let document: ReturnType<typeof buildOpenApiDocument>;
  let operations: Operation[];
  let host: TestClient;
  let cleaner: TestClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    document = buildOpenApiDocument(buildHttpApp(t.ctx, t.modules));
    operations = readOperations(document);
    host = (await signedInHost(t, 'Fuzz Host')).client;
    const property = (await host.post<Property>('/api/properties', { name: 'Fuzz Cottage', timezone: 'Europe/Paris', checkInTime: '16:00', checkOutTime: '11:00' })).json;
    ids.propertyId = property.id;
    const stay = await host.post<ReservationResult>(`/api/properties/${property.id}/reservations`, { checkInDate: '2026-06-10', checkOutDate: '2026-06-12', guestName: 'Fuzz Guest', guestEmail: 'fuzz@example.com' });
    ids.reservationId = stay.json.reservation.id;
    ids.conversationId = (await host.post<{ id: string }>(`/api/reservations/${ids.reservationId}/conversation`, {})).json.id;
    ids.token = (await host.get<{ url: string }>(`/api/reservations/${ids.reservationId}/guest-link`)).json.url.split('/g/')[1]!;
    // A cleaner of the team with a cleaning of theirs, for the portal's routes.
    const team = (await host.get<{ workspace: { id: string; cleanerCode: string } }>('/api/accounts/me')).json.workspace;
    const person = await signedInHost(t, 'Fuzz Cleaner');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    await insertMember(t.database.db, { workspaceId: team.id, userId: user!.id, role: 'cleaner', createdAt: t.clock.now() });
    cleaner = new TestClient(t.url);
    await cleaner.post('/api/accounts/cleaner-sign-in', { cleanerCode: team.cleanerCode, email: person.email, password: TEST_PASSWORD });
    const now = t.clock.now();
    const [task] = await t.database.db
      .insert(cleaningTasks)
      .values({ workspaceId: team.id, propertyId: property.id, kind: 'turnover', windowStart: now, windowEnd: new Date(now.getTime() + 3_600_000), status: 'pending', cleanerUserId: user!.id, ackState: 'requested', checklist: [{ key: 'kitchen', name: 'Kitchen', items: [{ key: 'dishes', label: 'Dishes', requiresPhoto: false }] }], createdAt: now, updatedAt: now })
      .returning();
    ids.taskId = task!.id;
  }, 60_000);
  afterAll(() => t.close());

  async function send(operation: Operation, input: Case, cookie: string | null) {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = input.params[name]!;
      return /%/.test(value) ? value : encodeURIComponent(value);
    });
    const url = new URL(path, t.url);
    for (const [name, value] of Object.entries(input.query)) url.searchParams.set(name, value);
    const headers: Record<string, string> = { origin: t.url, ...(cookie ? { cookie } : {}) };
    let body: string | FormData | URLSearchParams | undefined;
    if (input.body !== undefined && operation.body) {
      if (operation.body.contentType === 'application/json') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(input.body);
      } else {
        const fields = input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? Object.entries(input.body) : [['value', input.body]];
        const form = operation.body.contentType === 'multipart/form-data' ? new FormData() : new URLSearchParams();
        for (const [name, value] of fields) form.append(String(name), typeof value === 'string' ? value : JSON.stringify(value));
        body = form;
      }
    }
    const response = await fetch(url, { method: operation.method, headers, body, redirect: 'manual' });
    const text = await response.text();
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
  }

  async function fuzz(cookie: () => string | null): Promise<string[]> {
    const problems: string[] = [];
    for (const operation of operations) {
      for (const input of casesOf(operation, document, ids)) {
        const label = `${operation.id} (${operation.method} ${operation.path}) ${input.name}`;
        // A refusal sent before a large body was read may close that keep-alive connection under
        // the next request (Node's server, not the app): such a request is sent once more.
        const attempt = () => send(operation, input, cookie());
        const answer = await attempt()
          .catch((error: Error) => (String(error.cause).includes('other side closed') ? attempt() : Promise.reject(error)))
          .catch((error: Error) => ({ status: 0, contentType: '', text: `${error.message}: ${String(error.cause)}` }));
        if (answer.status === 0) {
          problems.push(`${label}: no answer (${answer.text})`);
          continue;
        }
        const documented = operation.responses[String(answer.status)] ?? operation.responses.default;
        if (answer.status >= 500) problems.push(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (!documented) problems.push(`${label}: undocumented ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (input.isPoisoned && ![400, 401, 403].includes(answer.status)) problems.push(`${label}: a control character answered ${answer.status}`);
        else if (documented.json) {
          if (!answer.contentType.includes('application/json')) {
            problems.push(`${label}: ${answer.status} documented as JSON, answered ${answer.contentType}`);
            continue;
          }
          if (!documented.json(JSON.parse(answer.text))) {
            problems.push(`${label}: ${answer.status} does not match its schema: ${JSON.stringify(documented.json.errors?.slice(0, 3))} in ${answer.text.slice(0, 300)}`);
          }
        }
      }
    }
    return problems;
  }

  it('signed out', async () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(await fuzz(() => null)).toEqual([]);
  }, 120_000);

  it('signed in as a host', async () => {
    expect(await fuzz(() => host.cookieHeader())).toEqual([]);
  }, 120_000);

  it('signed in as a cleaner', async () => {
    expect(await fuzz(() => cleaner.cookieHeader())).toEqual([]);
  }, 120_000);
});
