-- A calendar feed's token is kept only as its SHA-256 (base64url, as hashToken in
-- apps/server/src/auth/createToken.ts writes it), as sessions and mailed tokens are: a copied
-- table or backup then opens no resident's feed. The address is shown once, when made or renewed.
-- Existing addresses keep working: their tokens are hashed in place.
ALTER TABLE "calendar_feeds" RENAME COLUMN "token" TO "token_hash";
--> statement-breakpoint
UPDATE "calendar_feeds" SET "token_hash" = rtrim(translate(encode(sha256(convert_to("token_hash", 'UTF8')), 'base64'), '+/', '-_'), '=');
--> statement-breakpoint
ALTER INDEX "calendar_feeds_token_idx" RENAME TO "calendar_feeds_token_hash_idx";
