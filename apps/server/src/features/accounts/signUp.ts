import { apiPaths } from '@vizinhos/api';
import {
  ACCOUNT_FIELD_LIMITS,
  accountsDomainTexts,
  checkEmail,
  checkUsername,
  MIN_RESET_PASSWORD_LENGTH,
  validateSignup,
} from '@vizinhos/domain';
import { createId, createToken } from '../../auth/createToken.ts';
import { hashPassword } from '../../auth/hashPassword.ts';
import { giveBack, reserve } from '../../auth/rateLimit.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { serverTexts } from '../../http/server.texts.ts';
import { accountsServerTexts } from './accounts.texts.ts';
import { parseCoordinate, parseNewArea } from './parseSignupPlace.ts';
import type { signupFields, WireUserOut } from './schemas.ts';
import { createAccount, findInviter, findTakenNames } from './signupRepository.ts';
import { toWireUser } from './toWireUser.ts';

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

/** The new account as answered, or the status and body of the refusal. */
export type SignupOutcome =
  | { ok: true; user: WireUserOut }
  | { ok: false; status: number; body: object; retryAfterS?: number };

const refuse = (message: string, status = 422): SignupOutcome => ({
  ok: false,
  status,
  body: { validationError: message },
});

/**
 * Signs a resident up (spec: Calls, POST users): the client's own rules first, so
 * both sides word a refusal alike, then the server's; the account waits for the mailed link.
 * A taken username is said (the resident must choose another; usernames are public anyway). A
 * registered e-mail is not: the signup is rehearsed and rolled back, so the answer looks like a new
 * account's, and the address's owner gets a mail saying someone tried to sign up with it.
 * A sign-up that gets as far as hashing is counted per client address first (a 429 past the limit).
 */
export async function signUp(
  context: RouteContext,
  form: SignupForm,
  address: string,
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
  if (password.length < MIN_RESET_PASSWORD_LENGTH) return refuse(accountsServerTexts.passwordTooShort);
  for (const fieldCheck of [checkUsername(field('username')), checkEmail(field('email'))]) {
    if (!fieldCheck.ok) return refuse(fieldCheck.message);
  }
  if (
    field('first_name').length > ACCOUNT_FIELD_LIMITS.name ||
    field('last_name').length > ACCOUNT_FIELD_LIMITS.name
  )
    return refuse(serverTexts.fieldInvalid(accountsServerTexts.nameLabel));

  const inviteCode = field('invite_code');
  const inviter = inviteCode ? await findInviter(db, inviteCode) : undefined;
  if (inviteCode && !inviter)
    return { ok: false, status: 404, body: { error: accountsDomainTexts.invalidInviteCode } };
  const lat = parseCoordinate(field('lat') || undefined, 90);
  const lon = parseCoordinate(field('lon') || undefined, 180);
  const newArea = parseNewArea(field('new_area') || undefined);

  const { usernameTaken, emailOwner } = await findTakenNames(db, field('username'), field('email'));
  if (usernameTaken) return refuse(accountsServerTexts.usernameTaken, 409);

  // Reserved before the hashes and the mail, in one atomic upsert, so a burst from one address on
  // any number of instances passes at most the limit; the form's own mistakes above cost nothing.
  const addressKey = `signup:address:${address}`;
  const reserved = await reserve(db, addressKey, context.rates.signupPerAddress, context.now());
  if (!reserved.ok)
    return {
      ok: false,
      status: 429,
      body: { error: accountsServerTexts.tooManySignups(reserved.retryAfterS) },
      retryAfterS: reserved.retryAfterS,
    };
  const { token, hash } = createToken();
  const userId = createId();
  const created = await createAccount(
    db,
    {
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
    },
    { rehearse: emailOwner !== undefined },
  );
  if (!created) {
    // No account yet: the resident chooses an area and sends the form again, counted then.
    await giveBack(db, addressKey, 1);
    return {
      ok: false,
      status: 422,
      body: { requires_area_search: true, error: accountsServerTexts.areaSearchRequired },
    };
  }
  const user = toWireUser(created, { isSelf: true, flags: { include_area: true } });
  if (emailOwner) {
    await warnOwner(context, emailOwner);
    return { ok: true, user };
  }
  const link = `${context.linkOrigin()}${apiPaths.activation}?token=${token}`;
  const mail = accountsServerTexts.activationMail;
  await context.outbox.send({
    to: field('email'),
    subject: mail.subject,
    text: mail.text(field('first_name'), link),
    link,
  });
  return { ok: true, user };
}

/** Tells an address's owner that someone tried to sign up with it; a few mails an hour at most. */
async function warnOwner(context: RouteContext, owner: { email: string; firstName: string }): Promise<void> {
  const key = `signup:email:${owner.email.toLowerCase()}`;
  const reserved = await reserve(context.db, key, context.rates.signupMailPerEmail, context.now());
  if (!reserved.ok) return;
  const link = `${context.linkOrigin()}/`;
  const mail = accountsServerTexts.signupAttemptMail;
  await context.outbox.send({
    to: owner.email,
    subject: mail.subject,
    text: mail.text(owner.firstName, link),
    link,
  });
}
