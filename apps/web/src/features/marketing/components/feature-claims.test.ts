import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLANS, WEB_ROUTES } from '@cohost/shared';
import { describe, expect, it } from 'vitest';

import { COMPARISON_ROWS, FOUNDERS_FEATURES, MARKETING_FEATURES } from './landing-content';

// Issue 25, "say only what is true": every feature the public pages claim — the plan cards of
// /pricing ("Every feature you see is included"), the landing page's comparison table (the rows
// where Cohost's cell is yes or partial) and its feature cards — names what stands behind it
// here: the server module(s) that do it, and the API operations (checked against the committed
// OpenAPI document) or the screens (checked against the web route table) a host uses it through.
// A new claim without a row here, or a row naming a module, operation or screen that does not
// exist, fails this test.

const REPO = fileURLToPath(new URL('../../../../../../', import.meta.url));

interface Evidence {
  /** Server modules (folders of apps/server/src/modules with an index.ts face). */
  modules: readonly string[];
  /** API operations as 'METHOD /api/path', in apps/server/openapi.json. */
  api: readonly string[];
  /** Screens of the web route table. */
  screens: readonly string[];
}

/** A plan line that only says it includes the plan below it. */
type Inclusion = { includes: string };

const EVIDENCE: Record<string, Evidence | Inclusion> = {
  // Plans (/pricing and the landing page's pricing section).
  '24/7 AI guest messaging in your tone': { modules: ['messaging', 'automation'], api: ['GET /api/conversations', 'POST /api/guest/{token}/messages', 'PUT /api/ai-settings'], screens: ['/messages', '/g/:token'] },
  'Door codes created and removed automatically': { modules: ['locks'], api: ['GET /api/locks/{lockId}/codes', 'PUT /api/locks/{lockId}/settings'], screens: ['/smart-locks'] },
  'Cleaning schedule from your calendars': { modules: ['cleaning', 'reservations'], api: ['GET /api/properties/{propertyId}/feeds', 'GET /api/cleaning/tasks'], screens: ['/cleaners'] },
  'Email support': { modules: ['support', 'notifications'], api: ['POST /api/support/contact'], screens: ['/faq'] },
  'Everything in Starter': { includes: 'Starter' },
  'Cleaner portal with checklists and photos': { modules: ['cleaning'], api: ['POST /api/cleaner/tasks/{taskId}/checklist', 'POST /api/cleaner/tasks/{taskId}/photos'], screens: ['/cleaner-login', '/cleaner-dashboard'] },
  'Supply reordering under a monthly budget': { modules: ['supplies'], api: ['PUT /api/supplies/properties/{propertyId}/limit', 'POST /api/supplies/orders/{orderId}/approve'], screens: ['/supplies'] },
  'Damage claims with deadlines': { modules: ['claims'], api: ['GET /api/claims/cases', 'GET /api/claims/alerts'], screens: ['/claims', '/claims/:caseId'] },
  'Listing optimization suggestions': { modules: ['optimizer', 'properties'], api: ['GET /api/optimizer/figures'], screens: ['/optimizer'] },
  'Approvals inbox and activity log': { modules: ['automation'], api: ['GET /api/approvals', 'GET /api/activity'], screens: ['/approvals', '/activity'] },
  'Everything in Growth': { includes: 'Growth' },
  'Unlimited properties': { modules: ['properties', 'billing'], api: ['POST /api/properties'], screens: ['/properties'] },
  // Invitations are better-auth's organization endpoints (not in the document); roles are the permission matrix.
  'Roles for managers, cleaners and owners': { modules: ['accounts'], api: ['GET /api/accounts/me'], screens: ['/cleaners', '/account-settings'] },
  // Every module's routes, described by the document the server serves; callers sign in through accounts.
  'Documented REST API (OpenAPI)': { modules: ['accounts'], api: ['GET /api/openapi.json'], screens: [] },
  'A demo call with our team': { modules: ['support'], api: ['POST /api/support/contact', 'GET /api/support/site-info'], screens: ['/faq'] },

  // The landing page's comparison table (Cohost's column).
  'AI guest replies in your own tone': { modules: ['messaging', 'automation'], api: ['GET /api/conversations', 'PUT /api/ai-settings'], screens: ['/messages', '/ai-settings'] },
  'Always hands off to a human on request': { modules: ['messaging', 'automation'], api: ['POST /api/guest/{token}/human', 'GET /api/approvals'], screens: ['/g/:token', '/approvals'] },
  'Smart-lock code for every stay': { modules: ['locks'], api: ['GET /api/locks', 'GET /api/locks/{lockId}/codes'], screens: ['/smart-locks'] },
  'Supply reordering within a budget': { modules: ['supplies'], api: ['GET /api/supplies', 'PUT /api/supplies/properties/{propertyId}/limit'], screens: ['/supplies'] },
  'Cleaner portal with photos and checklists': { modules: ['cleaning'], api: ['GET /api/cleaner/tasks', 'POST /api/cleaner/tasks/{taskId}/photos'], screens: ['/cleaner-dashboard'] },
  'Damage claim evidence and deadlines': { modules: ['claims'], api: ['GET /api/claims/cases/{caseId}', 'GET /api/claims/alerts'], screens: ['/claims/:caseId'] },
  'Adjustable autonomy (approve or automate)': { modules: ['automation'], api: ['GET /api/ai-settings', 'PUT /api/ai-settings'], screens: ['/ai-settings'] },
  // One process with its embedded database (system: the process's and database's health).
  'Open source, runs on your own server': { modules: ['system'], api: ['GET /api/health'], screens: [] },

  // The landing page's feature cards (marketing and founders variants).
  '24/7 Guest Messaging': { modules: ['messaging'], api: ['GET /api/conversations', 'POST /api/guest/{token}/messages'], screens: ['/messages', '/g/:token'] },
  'A Human When It Matters': { modules: ['messaging', 'automation'], api: ['POST /api/guest/{token}/human', 'GET /api/approvals'], screens: ['/approvals'] },
  'Smart Lock Codes': { modules: ['locks'], api: ['GET /api/locks/{lockId}/codes'], screens: ['/smart-locks'] },
  'Supply Reordering': { modules: ['supplies'], api: ['GET /api/supplies'], screens: ['/supplies'] },
  'Cleaner Portal': { modules: ['cleaning'], api: ['GET /api/cleaner/tasks'], screens: ['/cleaner-dashboard'] },
  'Damage Claims': { modules: ['claims'], api: ['GET /api/claims/cases'], screens: ['/claims'] },
  'Listing Optimization': { modules: ['optimizer', 'properties'], api: ['GET /api/optimizer/figures'], screens: ['/optimizer'] },
  'Adjustable Autonomy': { modules: ['automation'], api: ['GET /api/ai-settings'], screens: ['/ai-settings'] },
  'One Dashboard, Your Server': { modules: ['reservations', 'system'], api: ['GET /api/dashboard/properties'], screens: ['/dashboard'] },
  'Smart Lock Automation': { modules: ['locks'], api: ['GET /api/locks/{lockId}/codes', 'PUT /api/locks/{lockId}/settings'], screens: ['/smart-locks'] },
  'Supply Ordering Automation': { modules: ['supplies', 'automation'], api: ['PUT /api/supplies/properties/{propertyId}/limit', 'GET /api/approvals'], screens: ['/supplies'] },
  'AI Concierge Services': { modules: ['messaging', 'properties'], api: ['GET /api/properties/{propertyId}', 'POST /api/guest/{token}/messages'], screens: ['/properties/:propertyId', '/g/:token'] },
};

const openapi = JSON.parse(readFileSync(`${REPO}apps/server/openapi.json`, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
const operations = new Set(Object.entries(openapi.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)));
// The document's own route is served beside it (app.ts: doc31), not listed in it.
operations.add('GET /api/openapi.json');
const screens = new Set<string>(WEB_ROUTES.map((route) => route.path));
const modulesDir = `${REPO}apps/server/src/modules/`;
const modules = new Set(readdirSync(modulesDir).filter((name) => existsSync(`${modulesDir}${name}/index.ts`)));

const claims: Array<{ page: string; claim: string }> = [
  ...PLANS.flatMap((plan) => plan.features.map((claim) => ({ page: `/pricing, ${plan.name} plan`, claim }))),
  ...COMPARISON_ROWS.filter((row) => row.cells[0] !== 'no').map((row) => ({ page: '/ comparison table', claim: row.feature })),
  ...MARKETING_FEATURES.map((feature) => ({ page: '/homepage feature card', claim: feature.title })),
  ...FOUNDERS_FEATURES.map((feature) => ({ page: '/ founders feature card', claim: feature.title })),
];

describe('the public pages claim only what the product has (issue 25)', () => {
  it('reads claims from every page', () => {
    expect(claims.length).toBeGreaterThan(30);
  });

  it.each(claims)('$page: "$claim" has a module and a way in', ({ claim }) => {
    const evidence = EVIDENCE[claim];
    expect(evidence, `no evidence listed for the claim "${claim}": name its module and route here, or take the claim off the page`).toBeDefined();
    if ('includes' in evidence!) {
      expect(PLANS.map((plan) => plan.name)).toContain(evidence.includes);
      return;
    }
    expect(evidence!.modules.length).toBeGreaterThan(0);
    for (const name of evidence!.modules) expect(modules, `module ${name}`).toContain(name);
    expect(evidence!.api.length + evidence!.screens.length, 'an API operation or a screen').toBeGreaterThan(0);
    for (const operation of evidence!.api) expect(operations, `operation ${operation}`).toContain(operation);
    for (const screen of evidence!.screens) expect(screens, `screen ${screen}`).toContain(screen);
  });

  it('lists no evidence for a claim no page makes any more', () => {
    const made = new Set(claims.map(({ claim }) => claim));
    expect(Object.keys(EVIDENCE).filter((claim) => !made.has(claim))).toEqual([]);
  });

  it('the pricing page lists each plan’s features, and the landing page the comparison rows (the sources read above)', () => {
    const planCards = readFileSync(`${REPO}apps/web/src/features/marketing/components/plan-cards.tsx`, 'utf8');
    expect(planCards).toContain('plan.features.map');
    const table = readFileSync(`${REPO}apps/web/src/features/marketing/components/comparison-table.tsx`, 'utf8');
    expect(table).toContain('COMPARISON_ROWS.map');
  });
});
