import swagger from '@fastify/swagger';
import { apiPrefix } from '@vizinhos/api';
import type { FastifyInstance } from 'fastify';

/** Where the server serves its OpenAPI document. */
const openApiPath = `${apiPrefix}/openapi.json`;

/** The spec's names for the groups of calls, by path; the first that matches names a route's group. */
const tags: readonly (readonly [RegExp, string])[] = [
  [/\/comments|\/vote$/, 'Comments'],
  [/\/poll_responses\//, 'Polls'],
  [/calendar/, 'Events'],
  [/^\/(posts|analyzer)/, 'Posts'],
  [/^\/users\/(search$|\{id\})|^\/users$/, 'Members'],
  [/^\/users\/me\/(area_polygon|password|export)|^\/users\/me$/, 'Profile'],
  [/^\/(users|invites|forgot_password)/, 'Accounts'],
  [/^\/(areas|search\/areas|geo)/, 'Areas'],
  [/^\/(conversations|search$)/, 'Messaging'],
  [/^\/(notifications|push)/, 'Notifications'],
  [/^\/services/, 'Services'],
  [/^\/images/, 'Images'],
];

/**
 * Collects every /api/v1 route's schemas into an OpenAPI 3.1 document (spec: Calls), served at
 * GET /api/v1/openapi.json. Registered before the routes, whose schemas it reads as they register.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vizinhos API',
        description: 'The calls of the Vizinhos web app (docs/spec, "The calls it makes" and "Calls").',
        version: '1',
      },
    },
    transform: ({ schema, url }) => {
      const inApi = url.startsWith(`${apiPrefix}/`) && url !== openApiPath;
      const path = url.slice(apiPrefix.length).replace(/:(\w+)/g, '{$1}');
      const tag = tags.find(([pattern]) => pattern.test(path))?.[1] ?? 'Other';
      return { url, schema: inApi ? { ...schema, tags: [tag] } : { ...schema, hide: true } };
    },
  });
  app.get(openApiPath, async () => app.swagger());
}
