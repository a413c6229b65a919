import { apiPaths, type ProfileFlags } from '@vizinhos/api';
import {
  ACCOUNT_FIELD_LIMITS,
  checkEmail,
  checkUsername,
  MIN_RESET_PASSWORD_LENGTH,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignup,
  type WireNewArea,
} from '@vizinhos/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createId, createToken, hashToken } from '../auth/createToken.ts';
import { hashPassword } from '../auth/hashPassword.ts';
import { requireUser } from '../auth/requireUser.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie.ts';
import { createSession, deleteSession, sessionCookieName } from '../auth/sessions.ts';
import { signInUser } from '../auth/signInUser.ts';
import { areas, mailTokens, sessions, users } from '../db/schema.ts';
import { httpError } from '../http/httpError.ts';
import { ownOrigin } from '../http/ownOrigin.ts';
import { readFormValue } from '../http/readFormValue.ts';
import { profileFlagsQuery, textSchema } from '../http/requestSchemas.ts';
import { serverTexts } from '../http/serverTexts.ts';
import type { RouteContext } from '../routeContext.ts';
import { loadUserView } from '../users/loadUserViews.ts';
import { profileFigures } from '../users/profileFigures.ts';
import { resolveSignupArea, roleForNewcomer } from '../users/resolveSignupArea.ts';
import { toWireUser } from '../users/toWireUser.ts';

const activationLifetimeMs = 7 * 24 * 60 * 60_000;
const resetLifetimeMs = 60 * 60_000;
/** Body of the two login calls, which name the login field differently (doc 1 §7: user, username). */
const loginSchema = (loginField: 'user' | 'username') => ({
  body: {
    type: 'object',
    properties: {
      [loginField]: textSchema(ACCOUNT_FIELD_LIMITS.email),
      password: textSchema(ACCOUNT_FIELD_LIMITS.password),
    },
  },
});

const signupFields = [
  'username',
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirm',
  'lat',
  'lon',
  'org_code',
  'invite_code',
  'area_id',
  'new_area',
] as const;

const signupProperties = Object.fromEntries(
  signupFields.map((field) => [field, textSchema(field === 'new_area' ? 2000 : 254)]),
);

function parseCoordinate(value: string | undefined, limit: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > limit)
    throw httpError(400, serverTexts.coordinatesInvalid);
  return number;
}

function parseNewArea(value: string | undefined): WireNewArea | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw httpError(400, serverTexts.newAreaInvalid);
  }
  const record = parsed as Record<string, unknown> | null;
  const ok =
    typeof record === 'object' &&
    record !== null &&
    ['name', 'city', 'state'].every(
      (key) =>
        typeof record[key] === 'string' &&
        (record[key] as string).trim() &&
        (record[key] as string).length <= 120,
    ) &&
    ['area_type', 'parent_area', 'parent_area_type'].every(
      (key) =>
        record[key] === undefined ||
        record[key] === null ||
        (typeof record[key] === 'string' && (record[key] as string).length <= 120),
    );
  if (!ok) throw httpError(400, serverTexts.newAreaInvalid);
  return { area_type: 'neighborhood', ...record } as WireNewArea;
}

/** Accounts of doc 1 §7: session, sign-in, signup with activation, password reset, area change. */
export function registerAccountRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db, outbox } = context;

  async function answerUser(userId: string, flags: ProfileFlags = {}) {
    const view = await loadUserView(db, userId);
    if (!view) throw httpError(404, serverTexts.userNotFound);
    const figures = await profileFigures(db, view);
    return toWireUser(view, { isSelf: true, flags, figures });
  }

  app.get(apiPaths.me, { schema: { querystring: profileFlagsQuery } }, async (request) => {
    const user = await requireUser(db, request, context.now());
    return { users: await answerUser(user.id, request.query as ProfileFlags) };
  });

  app.post(apiPaths.signIn, { schema: loginSchema('user') }, async (request, reply) => {
    const login = readFormValue(request.body, 'user') ?? '';
    const password = readFormValue(request.body, 'password') ?? '';
    const check = validateLogin({ login, password });
    if (!check.ok) throw httpError(400, check.message);
    const outcome = await signInUser(context, login, password, request.ip);
    if (!outcome.ok)
      return reply
        .status(outcome.status)
        .send({ error: outcome.error, ...(outcome.code ? { code: outcome.code } : {}) });
    setSessionCookie(request, reply, await createSession(db, outcome.user.id, context.now()));
    return { users: await answerUser(outcome.user.id, { include_area: true }) };
  });

  app.post(apiPaths.loginJson, { schema: loginSchema('username') }, async (request, reply) => {
    const login = readFormValue(request.body, 'username') ?? '';
    const password = readFormValue(request.body, 'password') ?? '';
    const check = validateLogin({ login, password });
    if (!check.ok) return reply.status(400).send({ errors: [check.message] });
    const outcome = await signInUser(context, login, password, request.ip);
    if (!outcome.ok)
      return reply.status(outcome.status).send({ errors: [outcome.error], error: outcome.error });
    setSessionCookie(request, reply, await createSession(db, outcome.user.id, context.now()));
    return { user: await answerUser(outcome.user.id, { include_area: true }) };
  });

  app.delete(apiPaths.logout, async (request, reply) => {
    const token = request.cookies[sessionCookieName];
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply);
    return { ok: true };
  });

  app.post(
    apiPaths.users,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            ...signupProperties,
            // The JSON variant of doc 1 §7 nests the same fields under `user`.
            user: { type: 'object', properties: signupProperties },
          },
        },
      },
    },
    async (request, reply) => {
      const nested = (request.body as { user?: unknown } | null)?.user;
      const source = typeof nested === 'object' && nested !== null ? nested : request.body;
      const field = (name: (typeof signupFields)[number]) => readFormValue(source, name)?.trim() ?? '';
      const password = readFormValue(source, 'password') ?? '';
      const confirmation = readFormValue(source, 'password_confirm') ?? password;
      const refuse = (message: string, status = 422) =>
        reply.status(status).send({ validationError: message });
      // The client's own rules first (doc 1 §5), so both sides word a refusal alike.
      const check = validateSignup({
        firstName: field('first_name'),
        lastName: field('last_name'),
        username: field('username'),
        email: field('email'),
        password,
        passwordConfirm: confirmation,
      });
      if (!check.ok) return refuse(check.message);
      if (password.length < MIN_RESET_PASSWORD_LENGTH) return refuse(serverTexts.passwordTooShort);
      for (const fieldCheck of [checkUsername(field('username')), checkEmail(field('email'))]) {
        if (!fieldCheck.ok) return refuse(fieldCheck.message);
      }
      if (
        field('first_name').length > ACCOUNT_FIELD_LIMITS.name ||
        field('last_name').length > ACCOUNT_FIELD_LIMITS.name
      )
        return refuse(serverTexts.fieldInvalid('nome'));

      const inviteCode = field('invite_code');
      let inviter: { id: string; areaId: string } | undefined;
      if (inviteCode) {
        [inviter] = await db
          .select({ id: users.id, areaId: users.areaId })
          .from(users)
          .where(eq(users.inviteCode, inviteCode))
          .limit(1);
        if (!inviter) return reply.status(404).send({ error: serverTexts.invalidInviteCode });
      }
      const lat = parseCoordinate(field('lat') || undefined, 90);
      const lon = parseCoordinate(field('lon') || undefined, 180);
      const newArea = parseNewArea(field('new_area') || undefined);

      const [taken] = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          sql`lower(${users.username}) = ${field('username').toLowerCase()} or lower(${users.email}) = ${field('email').toLowerCase()}`,
        )
        .limit(1);
      if (taken)
        return refuse(
          taken.username.toLowerCase() === field('username').toLowerCase()
            ? serverTexts.usernameTaken
            : serverTexts.emailTaken,
          409,
        );

      const passwordHash = await hashPassword(password);
      const { token, hash } = createToken();
      const userId = createId();
      const created = await db.transaction(async (tx) => {
        const areaId = await resolveSignupArea(tx, {
          ...(field('area_id') ? { areaId: field('area_id') } : {}),
          ...(newArea ? { newArea } : {}),
          ...(lat !== undefined ? { lat } : {}),
          ...(lon !== undefined ? { lon } : {}),
          ...(inviter ? { invitedAreaId: inviter.areaId } : {}),
        });
        if (!areaId) return false;
        await tx.insert(users).values({
          id: userId,
          username: field('username'),
          email: field('email'),
          firstName: field('first_name'),
          lastName: field('last_name'),
          passwordHash,
          role: await roleForNewcomer(tx, areaId),
          areaId,
          stompKey: createId(),
          inviteCode: createId(),
          invitedBy: inviter?.id ?? null,
          orgCode: field('org_code') || null,
        });
        await tx.insert(mailTokens).values({
          tokenHash: hash,
          userId,
          purpose: 'activation',
          expiresAt: new Date(context.now().getTime() + activationLifetimeMs),
        });
        return true;
      });
      if (!created)
        return reply.status(422).send({ requires_area_search: true, error: serverTexts.areaSearchRequired });
      const link = `${ownOrigin(request, context.publicUrl)}${apiPaths.activation}?token=${token}`;
      await outbox.send({
        to: field('email'),
        subject: 'Ative sua conta no Vizinhos',
        text: `Olá, ${field('first_name')}! Clique no link para ativar sua conta: ${link}`,
        link,
      });
      return reply.status(201).send({ users: await answerUser(userId, { include_area: true }) });
    },
  );

  app.get(
    apiPaths.activation,
    { schema: { querystring: { type: 'object', properties: { token: textSchema(200) } } } },
    async (request, reply) => {
      const token = readFormValue(request.query, 'token') ?? '';
      const userId = token ? await useMailToken(token, 'activation') : null;
      if (!userId) return reply.status(400).send({ error: serverTexts.activationInvalid });
      await db.update(users).set({ activated: true }).where(eq(users.id, userId));
      return reply.redirect('/?registrationSuccess=true', 303);
    },
  );

  async function useMailToken(token: string, purpose: string): Promise<string | null> {
    const [row] = await db
      .update(mailTokens)
      .set({ usedAt: context.now() })
      .where(
        and(
          eq(mailTokens.tokenHash, hashToken(token)),
          eq(mailTokens.purpose, purpose),
          isNull(mailTokens.usedAt),
          gt(mailTokens.expiresAt, context.now()),
        ),
      )
      .returning({ userId: mailTokens.userId });
    return row?.userId ?? null;
  }

  app.post(
    apiPaths.forgotPassword,
    { schema: { body: { type: 'object', properties: { email: textSchema(ACCOUNT_FIELD_LIMITS.email) } } } },
    async (request, reply) => {
      const email = readFormValue(request.body, 'email')?.trim() ?? '';
      const check = validateForgotPassword({ email });
      if (!check.ok) return reply.status(400).send({ error: check.message });
      const emailCheck = checkEmail(email);
      if (!emailCheck.ok) return reply.status(400).send({ error: emailCheck.message });
      const [user] = await db
        .select({ id: users.id, firstName: users.firstName, email: users.email })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      // The same answer whether or not the address exists, so it cannot be probed.
      if (user) {
        const { token, hash } = createToken();
        await db.insert(mailTokens).values({
          tokenHash: hash,
          userId: user.id,
          purpose: 'reset',
          expiresAt: new Date(context.now().getTime() + resetLifetimeMs),
        });
        const link = `${ownOrigin(request, context.publicUrl)}/?reset_password_token=${token}`;
        await outbox.send({
          to: user.email,
          subject: 'Redefinição de senha do Vizinhos',
          text: `Olá, ${user.firstName}! Para criar uma nova senha, abra: ${link}`,
          link,
        });
      }
      return { ok: true };
    },
  );

  app.patch(
    apiPaths.password,
    {
      schema: {
        body: {
          type: 'object',
          required: ['user'],
          properties: {
            user: {
              type: 'object',
              properties: {
                reset_password_token: textSchema(200),
                password: textSchema(ACCOUNT_FIELD_LIMITS.password),
                password_confirmation: textSchema(ACCOUNT_FIELD_LIMITS.password),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body as { user: Record<string, unknown> }).user;
      const token = readFormValue(body, 'reset_password_token') ?? '';
      const password = readFormValue(body, 'password') ?? '';
      const confirmation = readFormValue(body, 'password_confirmation') ?? '';
      const check = validateResetPassword({ password, confirmation });
      if (!check.ok) return reply.status(422).send({ errors: [check.message] });
      const userId = token ? await useMailToken(token, 'reset') : null;
      if (!userId) return reply.status(422).send({ errors: [serverTexts.resetTokenInvalid] });
      // Reading the mail proves the address, so a reset also activates; old sessions end.
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), activated: true })
        .where(eq(users.id, userId));
      await db.delete(sessions).where(eq(sessions.userId, userId));
      return { ok: true };
    },
  );

  app.put(
    apiPaths.meArea,
    { schema: { body: { type: 'object', required: ['area_id'], properties: { area_id: textSchema(64) } } } },
    async (request) => {
      const user = await requireUser(db, request, context.now());
      const areaId = readFormValue(request.body, 'area_id') ?? '';
      const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, areaId)).limit(1);
      if (!area) throw httpError(404, serverTexts.areaNotFound);
      if (area.id !== user.areaId) {
        const role = await roleForNewcomer(db, area.id);
        await db.update(users).set({ areaId: area.id, role }).where(eq(users.id, user.id));
      }
      return { users: await answerUser(user.id, { include_area: true }) };
    },
  );
}
