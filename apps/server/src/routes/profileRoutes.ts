import { apiPaths, updateMeFields } from '@vizinhos/api';
import { ACCOUNT_FIELD_LIMITS, checkUsername, MIN_POLYGON_POINTS } from '@vizinhos/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createId } from '../auth/createToken.ts';
import { requireUser } from '../auth/requireUser.ts';
import { areas, images, users } from '../db/schema.ts';
import { httpError } from '../http/httpError.ts';
import { readFormValue } from '../http/readFormValue.ts';
import { serverTexts } from '../http/serverTexts.ts';
import { sniffImageType } from '../http/sniffImageType.ts';
import type { RouteContext } from '../routeContext.ts';
import { loadUserView } from '../users/loadUserViews.ts';
import { profileFigures } from '../users/profileFigures.ts';
import { toWireUser } from '../users/toWireUser.ts';

/** Reads a profile field sent as `user[name]` (form) or nested `user.name` (JSON). */
function profileField(body: unknown, name: keyof typeof updateMeFields): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (updateMeFields[name] in record) return record[updateMeFields[name]];
  const nested = record.user;
  return typeof nested === 'object' && nested !== null
    ? (nested as Record<string, unknown>)[name]
    : undefined;
}

function textField(body: unknown, name: 'username' | 'first_name' | 'last_name' | 'summary', max: number) {
  const value = profileField(body, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max)
    throw httpError(
      400,
      serverTexts.fieldInvalid(
        name === 'summary'
          ? 'resumo'
          : name === 'username'
            ? 'nome de usuário'
            : name === 'first_name'
              ? 'nome'
              : 'sobrenome',
      ),
    );
  return value.trim();
}

/** The own profile (doc 2 §7 PUT users/me), uploaded images, and the area polygon (doc 1 §7). */
export function registerProfileRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;

  app.put(apiPaths.me, async (request) => {
    const user = await requireUser(db, request, context.now());
    const body = request.body;
    const changes: Partial<typeof users.$inferInsert> = {};
    const username = textField(body, 'username', ACCOUNT_FIELD_LIMITS.usernameMax);
    if (username !== undefined && username !== user.username) {
      const check = checkUsername(username);
      if (!check.ok) throw httpError(422, check.message);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, user.id)))
        .limit(1);
      if (taken) throw httpError(409, serverTexts.usernameTaken);
      changes.username = username;
    }
    const firstName = textField(body, 'first_name', ACCOUNT_FIELD_LIMITS.name);
    const lastName = textField(body, 'last_name', ACCOUNT_FIELD_LIMITS.name);
    const summary = textField(body, 'summary', ACCOUNT_FIELD_LIMITS.summary);
    if (firstName !== undefined) {
      if (!firstName) throw httpError(422, serverTexts.fieldRequired('nome'));
      changes.firstName = firstName;
    }
    if (lastName !== undefined) {
      if (!lastName) throw httpError(422, serverTexts.fieldRequired('sobrenome'));
      changes.lastName = lastName;
    }
    if (summary !== undefined) changes.summary = summary;
    const avatar = profileField(body, 'avatar');
    if (avatar !== undefined) {
      const bytes = Buffer.isBuffer(avatar) ? avatar : null;
      const type = bytes ? sniffImageType(bytes) : null;
      if (!bytes || !type) throw httpError(415, serverTexts.imageInvalid);
      const id = createId();
      await db.insert(images).values({ id, ownerId: user.id, mimeType: type, bytes });
      changes.avatarId = id;
    }
    if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, user.id));
    const view = await loadUserView(db, user.id);
    if (!view) throw httpError(404, serverTexts.userNotFound);
    return {
      users: toWireUser(view, {
        isSelf: true,
        flags: { include_area: true },
        figures: await profileFigures(db, view),
      }),
    };
  });

  app.get(
    `${apiPaths.images}/:id`,
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } } },
      },
    },
    async (request, reply) => {
      const id = readFormValue(request.params, 'id') ?? '';
      const [image] = await db.select().from(images).where(eq(images.id, id)).limit(1);
      if (!image) throw httpError(404, serverTexts.notFound);
      return reply
        .header('Content-Type', image.mimeType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.bytes);
    },
  );

  app.post(
    apiPaths.areaPolygon,
    {
      schema: {
        body: {
          type: 'object',
          required: ['polygon'],
          properties: {
            polygon: {
              type: 'array',
              maxItems: 1000,
              items: {
                type: 'object',
                required: ['x', 'y'],
                properties: {
                  x: { type: 'number', minimum: 0, maximum: 1 },
                  y: { type: 'number', minimum: 0, maximum: 1 },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const user = await requireUser(db, request, context.now());
      const { polygon } = request.body as { polygon: { x: number; y: number }[] };
      // doc 1 §5: at least 3 points.
      if (polygon.length < MIN_POLYGON_POINTS) throw httpError(422, serverTexts.tooFewPointsAlert);
      await db
        .update(areas)
        .set({ polygon: polygon.map(({ x, y }) => ({ x, y })) })
        .where(eq(areas.id, user.areaId));
      return { ok: true };
    },
  );
}
