import { apiPaths, mailLinkPages } from '@vizinhos/api';
import {
  accountsDomainTexts,
  checkEmail,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
} from '@vizinhos/domain';
import { hashToken } from '../../auth/createToken.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/sessionCookie.ts';
import { createSession, sessionCookieName } from '../../auth/sessions.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError, tooManyRequests } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { isMailbox } from '../../mail/mailbox.ts';
import { isLoopback } from '../../mail/registerMailbox.ts';
import { accountsServerTexts } from './accounts.texts.ts';
import { loadOwnUser, withFigures } from './loadOwnUser.ts';
import { mailResetLink, reserveResetMail, resetWithToken } from './passwordReset.ts';
import { activateUser, inspectMailToken, useMailToken } from './repository.ts';
import {
  activationSchema,
  checkResetSchema,
  forgotPasswordSchema,
  inviteSchema,
  loginJsonSchema,
  logoutSchema,
  meSchema,
  resetPasswordSchema,
  signInSchema,
  signupSchema,
} from './schemas.ts';
import { signInUser } from './signInUser.ts';
import { readSignupForm, signUp } from './signUp.ts';
import { findInviter } from './signupRepository.ts';

const retryAfter = (seconds: number | undefined): Record<string, string> =>
  seconds === undefined ? {} : { 'Retry-After': String(seconds) };

// A browser following a mailed link asks for a page; the client's calls ask for JSON.
const wantsPage = (accept: string | undefined) => (accept ?? '').includes('text/html');

/** Accounts (spec: Calls): sign-in, signup with activation, password reset, own record. */
export const accountsRoutes: FeatureRoutes = {
  open(app, context) {
    const { db } = context;

    app.post(apiPaths.signIn, { schema: signInSchema }, async (request, reply) => {
      const login = readFormValue(request.body, 'user') ?? '';
      const password = readFormValue(request.body, 'password') ?? '';
      const check = validateLogin({ login, password });
      if (!check.ok) throw httpError(400, check.message);
      const outcome = await signInUser(context, login, password, request.ip);
      if (!outcome.ok)
        return reply
          .headers(retryAfter(outcome.retryAfterS))
          .status(outcome.status)
          .send({ error: outcome.error, ...(outcome.code ? { code: outcome.code } : {}) });
      setSessionCookie(request, reply, await createSession(db, outcome.user.id, context.now()));
      return { users: await loadOwnUser(db, outcome.user.id, { include_area: true }) };
    });

    app.post(apiPaths.loginJson, { schema: loginJsonSchema }, async (request, reply) => {
      const login = readFormValue(request.body, 'username') ?? '';
      const password = readFormValue(request.body, 'password') ?? '';
      const check = validateLogin({ login, password });
      if (!check.ok) return reply.status(400).send({ errors: [check.message] });
      const outcome = await signInUser(context, login, password, request.ip);
      if (!outcome.ok)
        return reply
          .headers(retryAfter(outcome.retryAfterS))
          .status(outcome.status)
          .send({ errors: [outcome.error], error: outcome.error });
      setSessionCookie(request, reply, await createSession(db, outcome.user.id, context.now()));
      return { user: await loadOwnUser(db, outcome.user.id, { include_area: true }) };
    });

    // Open on purpose: logging out without a session still clears the cookie and answers ok.
    app.delete(apiPaths.logout, { schema: logoutSchema }, async (request, reply) => {
      const token = request.cookies[sessionCookieName];
      if (token) await context.sessions.end(token);
      clearSessionCookie(reply);
      return okAnswer;
    });

    app.post(apiPaths.users, { schema: signupSchema }, async (request, reply) => {
      const outcome = await signUp(context, readSignupForm(request.body), request.ip);
      if (!outcome.ok)
        return reply.headers(retryAfter(outcome.retryAfterS)).status(outcome.status).send(outcome.body);
      // Without SMTP the mail waits in the local mailbox: say where, to this computer only.
      const { outbox } = context;
      const mailbox = isMailbox(outbox) && isLoopback(request.ip) ? { mailbox: outbox.mailboxPath } : {};
      return reply.status(201).send({ users: outcome.user, ...mailbox });
    });

    // A mailed link: a good one activates and lands on the login's notice; a used, expired or
    // unknown one sends a browser to a page saying so, and answers the client's JSON with a code.
    app.get(apiPaths.activation, { schema: activationSchema }, async (request, reply) => {
      const token = readFormValue(request.query, 'token') ?? '';
      const tokenHash = hashToken(token);
      const userId = token ? await useMailToken(db, tokenHash, 'activation', context.now()) : null;
      if (!userId) {
        const state = token ? await inspectMailToken(db, tokenHash, 'activation', context.now()) : 'invalid';
        // 'valid' here means another request spent it in between: it is used now.
        const code = state === 'valid' ? 'used' : state;
        if (wantsPage(request.headers.accept)) return reply.redirect(mailLinkPages.activation(code), 303);
        return reply.status(400).send({ error: accountsServerTexts.activationInvalid, code });
      }
      // A deactivated account stays so: its link is spent and answers as a used one would.
      if (!(await activateUser(db, userId))) {
        if (wantsPage(request.headers.accept)) return reply.redirect(mailLinkPages.activation('used'), 303);
        return reply.status(400).send({ error: accountsServerTexts.activationInvalid, code: 'used' });
      }
      await context.sessions.forgetUser(userId);
      // A read that writes: the new member joins the members list.
      await context.reads.clear();
      return reply.redirect('/?registrationSuccess=true', 303);
    });

    // The reset page asks first what its link is, so a used or expired one never shows the form.
    app.get(apiPaths.password, { schema: checkResetSchema }, async (request, reply) => {
      const token = readFormValue(request.query, 'reset_password_token') ?? '';
      const state = token ? await inspectMailToken(db, hashToken(token), 'reset', context.now()) : 'invalid';
      if (state === 'valid') return okAnswer;
      return reply.status(422).send({ error: accountsServerTexts.resetTokenInvalid, code: state });
    });

    app.get(`${apiPaths.invites}/:code`, { schema: inviteSchema }, async (request, reply) => {
      const { code } = request.params;
      if (await findInviter(db, code)) return okAnswer;
      return reply.status(404).send({ error: accountsServerTexts.inviteInvalid, code: 'invalid' });
    });

    app.post(apiPaths.forgotPassword, { schema: forgotPasswordSchema }, async (request, reply) => {
      const email = readFormValue(request.body, 'email')?.trim() ?? '';
      const check = validateForgotPassword({ email });
      if (!check.ok) return reply.status(400).send({ error: check.message });
      const emailCheck = checkEmail(email);
      if (!emailCheck.ok) return reply.status(400).send({ error: emailCheck.message });
      // Counted per address and per e-mail written, whether an account has it or not, so the
      // answer is the same for both; the mail goes only to an existing account.
      const reserved = await reserveResetMail(context, email, request.ip);
      if (!reserved.ok) throw tooManyRequests(accountsDomainTexts.tooManyAttempts, reserved.retryAfterS);
      // The lookup and the mail happen after the answer, so its time is the same for every e-mail.
      request.afterAnswer({ kind: 'reset mail', run: () => mailResetLink(context, email) });
      return okAnswer;
    });

    app.patch(apiPaths.password, { schema: resetPasswordSchema }, async (request, reply) => {
      const body = request.body.user;
      const password = readFormValue(body, 'password') ?? '';
      const confirmation = readFormValue(body, 'password_confirmation') ?? '';
      const check = validateResetPassword({ password, confirmation });
      if (!check.ok) return reply.status(422).send({ errors: [check.message] });
      const reset = await resetWithToken(
        context,
        readFormValue(body, 'reset_password_token') ?? '',
        password,
      );
      if (!reset) return reply.status(422).send({ errors: [accountsServerTexts.resetTokenInvalid] });
      return okAnswer;
    });
  },

  signedIn(app, { db }) {
    // The session check already loaded the user with its area: no query unless figures are asked.
    app.get(apiPaths.me, { schema: meSchema }, async (request) => ({
      users: await withFigures(db, request.user, { isSelf: true, flags: request.query }),
    }));
  },
};
