-- Each report keeps what its reporter saw (spec 3: Report): a post's title, text and image, a
-- comment's text, as they were when reported. The queue shows it beside the current version when the
-- author has edited since, and keeping edited content does not count against the reporters who saw
-- the earlier version (spec 3: Business constants and limits: Distrust). Reports made before this
-- take the content as it is now: what they saw is not known any more. A report without them (none
-- is written so by the server) counts as made on the current version.
ALTER TABLE "post_flags" ADD COLUMN "reported_title" text;
--> statement-breakpoint
ALTER TABLE "post_flags" ADD COLUMN "reported_text" text;
--> statement-breakpoint
ALTER TABLE "post_flags" ADD COLUMN "reported_image_id" text;
--> statement-breakpoint
ALTER TABLE "comment_flags" ADD COLUMN "reported_text" text;
--> statement-breakpoint
UPDATE "post_flags" SET "reported_title" = p."title", "reported_text" = p."text", "reported_image_id" = p."image_id"
FROM "posts" p WHERE p."id" = "post_flags"."post_id";
--> statement-breakpoint
UPDATE "comment_flags" SET "reported_text" = c."text" FROM "comments" c WHERE c."id" = "comment_flags"."comment_id";
