-- The Idempotency-Key of each resident's writes (the IETF httpapi draft's header, as Stripe keeps
-- them): the request it came with, as a fingerprint, and once answered the answer, so a retried
-- write is answered again instead of written twice. In the database so every instance sees the key
-- a request on another one took; kept 24 hours.
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("user_id", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");
