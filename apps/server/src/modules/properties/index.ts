import type { AppModule, ModuleContext } from '../../platform/module';
import { defineAction } from '../automation';
import type { PropertiesDeps } from './properties.deps';
import { connectPropertiesPorts, type NewPropertyGuard, type PropertiesUses } from './properties.ports';
import { propertiesExportParts, countActiveProperties, findGuestFacingProperty, findPropertyFacts, findPropertyFactsById, listKnowledgeBases, listListingContent, listPropertyFacts, listWorkspacesWithProperties } from './properties.repo';
import { propertiesRoutes } from './properties.routes';
import { seedDemoProperties } from './use-cases/seed-demo-properties';
import { listingChangeHandler } from './use-cases/listing-change-handler';
import { knowledgeAnswerHandler } from './use-cases/knowledge-answer-handler';
import { fixProblemHandler, improveContentHandler } from './use-cases/listing-suggestion-handlers';
import { pricingChangeHandler } from './use-cases/pricing-change-handler';

export type { NewPropertyGuard, PropertiesUses } from './properties.ports';
export type { GuestFacingProperty, PropertyFacts } from './properties.repo';

/** The rentals a workspace manages: everything else (reservations, guests, automations) hangs off them. */
export function createPropertiesModule(context: ModuleContext, uses: PropertiesUses) {
  const guards: NewPropertyGuard[] = [];
  const deps: PropertiesDeps = { ...context, ports: connectPropertiesPorts(uses, guards) };
  return {
    name: 'properties',
    kind: 'core',
    exportParts: propertiesExportParts(context.db),
    // Screens kept per caller until the workspace changes (platform/http/read-cache.ts).
    cachedReads: ['/api/properties'],
    routes: propertiesRoutes(deps),
    /** 'Apply a listing change', 'Add an answer to the knowledge base', 'Fix a recurring problem' 'Improve the listing' and 'Change a price or the minimum stay', run by automation once the policy allows them. */
    actions: [defineAction(listingChangeHandler(deps)), defineAction(knowledgeAnswerHandler(deps)), defineAction(fixProblemHandler(deps)), defineAction(improveContentHandler(deps)), defineAction(pricingChangeHandler(deps))],
    seedDemo: async () => {
      const actor = await deps.ports.findDemoActor();
      if (actor) await seedDemoProperties(deps, actor);
    },
    /** Registers a check run before a property is added (billing's plan limit). */
    guardNewProperties: (guard: NewPropertyGuard) => void guards.push(guard),
    /** Live (not archived) properties: the usage counted against the plan. */
    countProperties: (workspaceId: string) => countActiveProperties(deps.db, workspaceId),
    /** A property's facts (zone, times, currency, archived) in its workspace; null if unknown. */
    findPropertyFacts: (workspaceId: string, propertyId: string) => findPropertyFacts(deps.db, workspaceId, propertyId),
    /** The same, by id alone, for work that starts from a property (a feed's sync, its export link). */
    findPropertyFactsById: (propertyId: string) => findPropertyFactsById(deps.db, propertyId),
    /** Workspaces with at least one live property (the optimizer's hourly pass). */
    listWorkspacesWithProperties: () => listWorkspacesWithProperties(deps.db),
    /** The workspace's properties that are not archived. */
    listPropertyFacts: (workspaceId: string) => listPropertyFacts(deps.db, workspaceId),
    /** Live properties' listing text (title, description, amenities, photos count) and knowledge base. */
    listListingContent: (workspaceId: string) => listListingContent(deps.db, workspaceId),
    /** Each live property's name and knowledge base (the setup checklist). */
    listKnowledgeBases: (workspaceId: string) => listKnowledgeBases(deps.db, workspaceId),
    /** What a guest of the property may be told: address, check-in details, knowledge base. */
    findGuestFacingProperty: (workspaceId: string, propertyId: string) => findGuestFacingProperty(deps.db, workspaceId, propertyId),
  } satisfies AppModule & Record<string, unknown>;
}

export type PropertiesModule = ReturnType<typeof createPropertiesModule>;
