CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "area_id" text;--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_tokens_user_idx" ON "mail_tokens" USING btree ("user_id","purpose");
