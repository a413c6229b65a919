CREATE TABLE "comment_nudge_counts" (
	"area_id" text NOT NULL,
	"day" text NOT NULL,
	"edited" integer DEFAULT 0 NOT NULL,
	"sent_anyway" integer DEFAULT 0 NOT NULL,
	"dismissed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comment_nudge_counts_area_id_day_pk" PRIMARY KEY("area_id","day")
);
--> statement-breakpoint
ALTER TABLE "comment_nudge_counts" ADD CONSTRAINT "comment_nudge_counts_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;
