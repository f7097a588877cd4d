import { createRoute, z } from '@hono/zod-openapi';
import { ErrorResponseSchema, PropertyInputSchema, PropertyListSchema, PropertySchema } from '@cohost/shared';
import { createRouter } from '../../platform/http/create-app';
import type { PropertiesDeps } from './properties.deps';
import { archiveProperty } from './use-cases/archive-property';
import { createProperty } from './use-cases/create-property';
import { getProperty } from './use-cases/get-property';
import { listProperties } from './use-cases/list-properties';
import { updateProperty } from './use-cases/update-property';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const errors = {
  400: json(ErrorResponseSchema, 'Invalid input'),
  401: json(ErrorResponseSchema, 'Not signed in'),
  403: json(ErrorResponseSchema, 'Not allowed (cleaners, or the plan allows no more properties)'),
  404: json(ErrorResponseSchema, 'Not found'),
};
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
// Any string reaches the use case, which answers 404 for a malformed id (not a 400 that tells ids apart).
const propertyParams = z.object({ propertyId: z.string().min(1).max(100).openapi({ param: { name: 'propertyId', in: 'path' } }) });

export const listPropertiesRoute = createRoute({
  operationId: 'listProperties', method: 'get', path: '/properties', tags: ['properties'],
  summary: "The workspace's properties (archived ones left out)",
  responses: { 200: json(PropertyListSchema, 'Properties'), ...errors },
});
export const createPropertyRoute = createRoute({
  operationId: 'createProperty', method: 'post', path: '/properties', tags: ['properties'],
  summary: "Add a property (hosts only; within the plan's property limit)",
  request: body(PropertyInputSchema),
  responses: { 201: json(PropertySchema, 'Created'), ...errors },
});
export const getPropertyRoute = createRoute({
  operationId: 'getProperty', method: 'get', path: '/properties/{propertyId}', tags: ['properties'],
  summary: 'One property, with its listing and knowledge base',
  request: { params: propertyParams },
  responses: { 200: json(PropertySchema, 'The property'), ...errors },
});
export const updatePropertyRoute = createRoute({
  operationId: 'updateProperty', method: 'put', path: '/properties/{propertyId}', tags: ['properties'],
  summary: 'Replace a property’s fields (hosts only)',
  request: { params: propertyParams, ...body(PropertyInputSchema) },
  responses: { 200: json(PropertySchema, 'Updated'), ...errors },
});
export const archivePropertyRoute = createRoute({
  operationId: 'archiveProperty', method: 'post', path: '/properties/{propertyId}/archive', tags: ['properties'],
  summary: 'Archive a property: it leaves lists and the plan count (hosts only)',
  request: { params: propertyParams },
  responses: { 200: json(PropertySchema, 'Archived'), ...errors },
});

export function propertiesRoutes(deps: PropertiesDeps) {
  const actor = (headers: Headers) => deps.ports.resolveActor(headers);
  return createRouter()
    .openapi(listPropertiesRoute, async (c) => c.json(await listProperties(deps, await actor(c.req.raw.headers)), 200))
    .openapi(createPropertyRoute, async (c) => c.json(await createProperty(deps, await actor(c.req.raw.headers), c.req.valid('json')), 201))
    .openapi(getPropertyRoute, async (c) => c.json(await getProperty(deps, await actor(c.req.raw.headers), c.req.valid('param').propertyId), 200))
    .openapi(updatePropertyRoute, async (c) => {
      const who = await actor(c.req.raw.headers);
      return c.json(await updateProperty(deps, who, c.req.valid('param').propertyId, c.req.valid('json')), 200);
    })
    .openapi(archivePropertyRoute, async (c) =>
      c.json(await archiveProperty(deps, await actor(c.req.raw.headers), c.req.valid('param').propertyId), 200),
    );
}
