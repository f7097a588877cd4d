import { z } from '@hono/zod-openapi';
import { PropertyInputSchema, PropertyListSchema, PropertySchema, TimeZoneGuessQuerySchema, TimeZoneGuessSchema } from '@cohost/shared';
import { allowed, defineRoute } from '../../platform/http/callers';
import { createRouter } from '../../platform/http/create-app';
import { body, errors, json, param } from '../../platform/http/route-helpers';
import { propertiesErrors } from './properties.errors';
import type { PropertiesDeps } from './properties.deps';
import { archiveProperty } from './use-cases/archive-property';
import { createProperty } from './use-cases/create-property';
import { getProperty } from './use-cases/get-property';
import { guessTimeZone } from './use-cases/guess-time-zone';
import { listProperties } from './use-cases/list-properties';
import { updateProperty } from './use-cases/update-property';

const routeErrors = errors([400, 401, 403, 404], { 403: 'Not allowed (cleaners, or the plan allows no more properties)' });
const propertyParams = z.object({ propertyId: param('propertyId') });
const hostsOnly = allowed('properties.manage', propertiesErrors.hostsOnly);
const readers = allowed('properties.read', propertiesErrors.hostsOnly);

export const listPropertiesRoute = defineRoute({
  callers: readers, operationId: 'listProperties', method: 'get', path: '/properties', tags: ['properties'],
  summary: "The workspace's properties (archived ones left out)",
  responses: { 200: json(PropertyListSchema, 'Properties'), ...routeErrors },
});
export const createPropertyRoute = defineRoute({
  callers: hostsOnly, operationId: 'createProperty', method: 'post', path: '/properties', tags: ['properties'],
  summary: "Add a property (hosts only; within the plan's property limit)",
  request: body(PropertyInputSchema),
  responses: { 201: json(PropertySchema, 'Created'), ...routeErrors },
});
export const getPropertyRoute = defineRoute({
  callers: readers, operationId: 'getProperty', method: 'get', path: '/properties/{propertyId}', tags: ['properties'],
  summary: 'One property, with its listing and knowledge base',
  request: { params: propertyParams },
  responses: { 200: json(PropertySchema, 'The property'), ...routeErrors },
});
export const updatePropertyRoute = defineRoute({
  callers: hostsOnly, operationId: 'updateProperty', method: 'put', path: '/properties/{propertyId}', tags: ['properties'],
  summary: 'Replace a property’s fields (hosts only)',
  request: { params: propertyParams, ...body(PropertyInputSchema) },
  responses: { 200: json(PropertySchema, 'Updated'), ...routeErrors },
});
export const archivePropertyRoute = defineRoute({
  callers: hostsOnly, operationId: 'archiveProperty', method: 'post', path: '/properties/{propertyId}/archive', tags: ['properties'],
  summary: 'Archive a property: it leaves lists and the plan count (hosts only)',
  request: { params: propertyParams },
  responses: { 200: json(PropertySchema, 'Archived'), ...routeErrors },
});
export const guessTimeZoneRoute = defineRoute({
  callers: hostsOnly, operationId: 'guessTimeZone', method: 'get', path: '/time-zones/guess', tags: ['properties'],
  summary: "The time zone an address says (city, state or region, country), read offline; null when it does not say",
  request: { query: TimeZoneGuessQuerySchema },
  responses: { 200: json(TimeZoneGuessSchema, 'The zone, or null'), ...errors([400, 401, 403]) },
});

export function propertiesRoutes(deps: PropertiesDeps) {
  return createRouter()
    .openapi(guessTimeZoneRoute, (c) => c.json(guessTimeZone(c.get('actor'), c.req.valid('query')), 200))
    .openapi(listPropertiesRoute, async (c) => c.json(await listProperties(deps, c.get('actor')), 200))
    .openapi(createPropertyRoute, async (c) => c.json(await createProperty(deps, c.get('actor'), c.req.valid('json')), 201))
    .openapi(getPropertyRoute, async (c) => c.json(await getProperty(deps, c.get('actor'), c.req.valid('param').propertyId), 200))
    .openapi(updatePropertyRoute, async (c) => c.json(await updateProperty(deps, c.get('actor'), c.req.valid('param').propertyId, c.req.valid('json')), 200))
    .openapi(archivePropertyRoute, async (c) =>
      c.json(await archiveProperty(deps, c.get('actor'), c.req.valid('param').propertyId), 200),
    );
}
