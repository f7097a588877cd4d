import { describe, expect, it } from 'vitest';
import { readCommittedArtifacts, renderApiArtifacts } from '../scripts/api-artifacts';
import { startTestApp } from './support/test-app';

describe('API contract', () => {
  it('matches the committed openapi.json and web client types (run `npm run api:generate`)', async () => {
    const t = await startTestApp();
    try {
      const rendered = await renderApiArtifacts(t.ctx);
      const committed = readCommittedArtifacts();
      expect(committed.openapi, 'apps/server/openapi.json is out of date: run npm run api:generate').toBe(rendered.openapi);
      expect(committed.webSchema, 'apps/web/src/lib/api/schema.d.ts is out of date: run npm run api:generate').toBe(rendered.webSchema);
    } finally {
      await t.close();
    }
  });

  it('serves the same document at /api/openapi.json', async () => {
    const t = await startTestApp();
    try {
      const served = await (await fetch(`${t.url}/api/openapi.json`)).json();
      expect(served).toEqual(JSON.parse(readCommittedArtifacts().openapi));
    } finally {
      await t.close();
    }
  });
});
