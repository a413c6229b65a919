-- The second look (spec 3: Second look): a removal keeps what it took away on its log entry, and the
-- author may ask once (one appeal per log entry) for a moderator to restore it or confirm the removal.
ALTER TABLE "moderation_log" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
CREATE TABLE "moderation_appeals" (
	"id" text PRIMARY KEY NOT NULL,
	"log_id" text NOT NULL,
	"area_id" text NOT NULL,
	"author_id" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "moderation_appeals_log_id_unique" UNIQUE("log_id")
);
--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_log_id_moderation_log_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."moderation_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_appeals_area_idx" ON "moderation_appeals" USING btree ("area_id","status","created_at");
