-- Scheduled work shared by every instance (the neighbourhood digest, a message mail, the daily
-- prune): one row per job under a key that names it once (a period, a conversation's quarter hour),
-- claimed with FOR UPDATE SKIP LOCKED by one instance at a time, retried with back-off, and kept
-- once done so the same key is never run again.
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" ("run_at") WHERE "done_at" IS NULL;
--> statement-breakpoint
-- Every mail of the digest and the alerts, written before it is sent: the primary key is what makes
-- a resident's mail of a kind and period go once, however many instances run the job.
CREATE TABLE "mail_sent" (
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_sent_pk" PRIMARY KEY ("user_id", "kind", "period")
);
--> statement-breakpoint
CREATE INDEX "mail_sent_sent_idx" ON "mail_sent" ("sent_at");
--> statement-breakpoint
-- Secrets the server makes on first start and keeps (the key that signs unsubscribe links).
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
