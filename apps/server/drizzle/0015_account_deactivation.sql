-- An operator's deactivation (`pnpm admin desativar`), kept apart from `activated` (the resident
-- proved their e-mail): an activation link or a password reset sets `activated` and must never undo
-- a ban, and `pnpm admin reativar` must give back exactly the state the account had before.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;
