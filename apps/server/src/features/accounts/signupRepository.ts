// The SQL of the signup: the inviter, names already taken, and the new account in one transaction
// (its area chosen by resolveSignupArea.ts inside it).
import { eq, sql } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { mailTokens, users } from '../../db/schema.ts';
import { recordActivity } from '../notifications/index.ts';
import { loadUserView, type UserView } from './repository.ts';
import { resolveSignupArea, roleForNewcomer, type SignupPlace } from './resolveSignupArea.ts';

/** The member whose invite code this is, with its area, or undefined. */
export async function findInviter(db: Database, inviteCode: string) {
  const [inviter] = await db
    .select({ id: users.id, areaId: users.areaId })
    .from(users)
    .where(eq(users.inviteCode, inviteCode))
    .limit(1);
  return inviter;
}

/** Whether the username is taken, and the account that holds the e-mail (compared without case). */
export async function findTakenNames(db: Database, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`,
    )
    .limit(2);
  return {
    usernameTaken: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    emailOwner: rows.find((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

/** A new, not yet activated account and where it goes; its area is decided inside the transaction. */
export type NewAccount = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  invitedBy: string | null;
  orgCode: string | null;
  place: SignupPlace;
  activation: { tokenHash: string; expiresAt: Date };
};

/** Thrown to roll a rehearsed signup back, carrying the user it would have created. */
class Rehearsal extends Error {
  readonly view: UserView;
  constructor(view: UserView) {
    super('signup rehearsal');
    this.view = view;
  }
}

/**
 * Creates the account and its activation token in one transaction, so a proposed area is created
 * only with its first member, and returns it with its area. Null when no area fits and the
 * resident must search for one. `rehearse` runs the same steps and rolls them back (the e-mail
 * belongs to someone: the answer must look like a new account's, and nothing may be written).
 */
export async function createAccount(
  db: Database,
  account: NewAccount,
  { rehearse = false } = {},
): Promise<UserView | null> {
  try {
    return await db.transaction(async (tx) => {
      const areaId = await resolveSignupArea(tx, account.place);
      if (!areaId) return null;
      const { place: _place, activation, ...fields } = account;
      await tx.insert(users).values({
        ...fields,
        // The real owner keeps the address: the rehearsal stores a placeholder, then rolls back.
        ...(rehearse ? { email: `${account.id}@ensaio.invalid` } : {}),
        role: await roleForNewcomer(tx, areaId),
        areaId,
        stompKey: createId(),
        inviteCode: createId(),
      });
      await tx.insert(mailTokens).values({ ...activation, userId: account.id, purpose: 'activation' });
      // The inviter hears that their invitation was used, in the same transaction as the account.
      if (account.invitedBy)
        await recordActivity(tx, {
          kind: 'inviteUsed',
          inviterId: account.invitedBy,
          newcomerId: account.id,
        });
      const view = await loadUserView(tx, account.id);
      if (!view) throw new Error('new account not found in its own transaction');
      if (rehearse) throw new Rehearsal({ ...view, email: account.email });
      return view;
    });
  } catch (error) {
    if (error instanceof Rehearsal) return error.view;
    throw error;
  }
}
