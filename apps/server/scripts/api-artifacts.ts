import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildHttpApp, buildOpenApiDocument, createModules, type AppContext } from '../src/app';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../openapi.json');
export const WEB_SCHEMA_FILE = path.resolve(import.meta.dirname, '../../web/src/lib/api/schema.d.ts');

const HEADER = '// Generated from apps/server/openapi.json by `npm run api:generate`. Do not edit.\n\n';

/** The committed API contract and the web client's types, rendered from the live route table. */
export async function renderApiArtifacts(ctx: AppContext): Promise<{ openapi: string; webSchema: string }> {
  const document = buildOpenApiDocument(buildHttpApp(ctx, createModules(ctx)));
  const openapi = `${JSON.stringify(document, null, 2)}\n`;
  const ast = await openapiTS(JSON.parse(openapi) as Parameters<typeof openapiTS>[0]);
  return { openapi, webSchema: HEADER + astToString(ast) };
}

export function readCommittedArtifacts(): { openapi: string; webSchema: string } {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  return { openapi: read(OPENAPI_FILE), webSchema: read(WEB_SCHEMA_FILE) };
}
