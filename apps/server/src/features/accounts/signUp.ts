import { apiPaths } from '@vizinhos/api';
import {
  ACCOUNT_FIELD_LIMITS,
  accountTexts,
  checkEmail,
  checkUsername,
  MIN_RESET_PASSWORD_LENGTH,
  validateSignup,
} from '@vizinhos/domain';
import { createId, createToken } from '../../auth/createToken.ts';
import { hashPassword } from '../../auth/hashPassword.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { serverTexts } from '../../http/server.texts.ts';
import { accountsTexts } from './accounts.texts.ts';
import { parseCoordinate, parseNewArea } from './parseSignupPlace.ts';
import { createAccount, findInviter, findTakenAccount } from './repository.ts';
import type { signupFields } from './schemas.ts';

const activationLifetimeMs = 7 * 24 * 60 * 60_000;

/** The signup form's fields, trimmed, with the password as typed. */
export type SignupForm = {
  field: (name: (typeof signupFields)[number]) => string;
  password: string;
  confirmation: string;
};

/** Reads the signup form, flat (form) or nested under `user` (the JSON variant of the spec). */
export function readSignupForm(body: unknown): SignupForm {
  const nested = (body as { user?: unknown } | null)?.user;
  const source = typeof nested === 'object' && nested !== null ? nested : body;
  const password = readFormValue(source, 'password') ?? '';
  return {
    field: (name) => readFormValue(source, name)?.trim() ?? '',
    password,
    confirmation: readFormValue(source, 'password_confirm') ?? password,
  };
}

/** The new account's id, or the status and body of the refusal. */
export type SignupOutcome = { ok: true; userId: string } | { ok: false; status: number; body: object };

const refuse = (message: string, status = 422): SignupOutcome => ({
  ok: false,
  status,
  body: { validationError: message },
});

/**
 * Signs a resident up (spec: Calls, POST users): the client's own rules first, so
 * both sides word a refusal alike, then the server's; the account waits for the mailed link.
 */
export async function signUp(
  context: RouteContext,
  form: SignupForm,
  origin: string,
): Promise<SignupOutcome> {
  const { db } = context;
  const { field, password } = form;
  const check = validateSignup({
    firstName: field('first_name'),
    lastName: field('last_name'),
    username: field('username'),
    email: field('email'),
    password,
    passwordConfirm: form.confirmation,
  });
  if (!check.ok) return refuse(check.message);
  if (password.length < MIN_RESET_PASSWORD_LENGTH) return refuse(accountsTexts.passwordTooShort);
  for (const fieldCheck of [checkUsername(field('username')), checkEmail(field('email'))]) {
    if (!fieldCheck.ok) return refuse(fieldCheck.message);
  }
  if (
    field('first_name').length > ACCOUNT_FIELD_LIMITS.name ||
    field('last_name').length > ACCOUNT_FIELD_LIMITS.name
  )
    return refuse(serverTexts.fieldInvalid(accountsTexts.nameLabel));

  const inviteCode = field('invite_code');
  const inviter = inviteCode ? await findInviter(db, inviteCode) : undefined;
  if (inviteCode && !inviter)
    return { ok: false, status: 404, body: { error: accountTexts.invalidInviteCode } };
  const lat = parseCoordinate(field('lat') || undefined, 90);
  const lon = parseCoordinate(field('lon') || undefined, 180);
  const newArea = parseNewArea(field('new_area') || undefined);

  const taken = await findTakenAccount(db, field('username'), field('email'));
  if (taken)
    return refuse(
      taken.username.toLowerCase() === field('username').toLowerCase()
        ? accountsTexts.usernameTaken
        : accountsTexts.emailTaken,
      409,
    );

  const { token, hash } = createToken();
  const userId = createId();
  const created = await createAccount(db, {
    id: userId,
    username: field('username'),
    email: field('email'),
    firstName: field('first_name'),
    lastName: field('last_name'),
    passwordHash: await hashPassword(password),
    invitedBy: inviter?.id ?? null,
    orgCode: field('org_code') || null,
    place: {
      ...(field('area_id') ? { areaId: field('area_id') } : {}),
      ...(newArea ? { newArea } : {}),
      ...(lat !== undefined ? { lat } : {}),
      ...(lon !== undefined ? { lon } : {}),
      ...(inviter ? { invitedAreaId: inviter.areaId } : {}),
    },
    activation: { tokenHash: hash, expiresAt: new Date(context.now().getTime() + activationLifetimeMs) },
  });
  if (!created)
    return {
      ok: false,
      status: 422,
      body: { requires_area_search: true, error: accountsTexts.areaSearchRequired },
    };
  const link = `${origin}${apiPaths.activation}?token=${token}`;
  const mail = accountsTexts.activationMail;
  await context.outbox.send({
    to: field('email'),
    subject: mail.subject,
    text: mail.text(field('first_name'), link),
    link,
  });
  return { ok: true, userId };
}
