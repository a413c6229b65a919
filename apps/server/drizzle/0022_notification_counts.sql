-- Each resident's bell counts (the list's meta: total_count, unread_count) as stored counters. The
-- count was a count(*) over all of a resident's notifications, each with an EXISTS on its post and
-- the resident: 130-250 ms cold for the busiest resident of a year's big area (14,000 rows). Three
-- statement triggers move the counters by what each statement inserted, updated (seen, recipient)
-- or deleted, one row per resident concerned: a Segurança post's thousands of rows make one update
-- statement, not one per row. `pnpm admin recontar` recounts them from the table.
CREATE TABLE "notification_counts" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The list shows only what concerns the resident's current area; moving house deletes the rest
-- (forgetAreaNotifications), so a row hidden here was left by a notification written while its
-- recipient moved. Such rows go now, so the counters below count exactly the rows listed.
DELETE FROM "notifications" n WHERE n.post_id IS NOT NULL AND NOT EXISTS (
	SELECT 1 FROM posts p JOIN users u ON u.id = n.user_id WHERE p.id = n.post_id AND p.area_id = u.area_id);
--> statement-breakpoint
CREATE FUNCTION "notification_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO notification_counts AS c (user_id, total, unread)
	SELECT user_id, sum(total)::int, sum(unread)::int FROM (
		SELECT user_id, 1 AS total, (NOT seen)::int AS unread FROM added
	) changes GROUP BY user_id
	ON CONFLICT (user_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "notification_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE notification_counts c SET total = c.total - changes.total, unread = c.unread - changes.unread
	FROM (SELECT user_id, count(*)::int AS total, count(*) FILTER (WHERE NOT seen)::int AS unread
		FROM removed GROUP BY user_id) changes
	WHERE c.user_id = changes.user_id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "notification_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Each changed row counted off its old recipient and onto its new one; most updates (a fold's
	-- count, the delivery's `pending`) change neither recipient nor seen and are skipped.
	INSERT INTO notification_counts AS c (user_id, total, unread)
	SELECT user_id, sum(total)::int, sum(unread)::int FROM (
		SELECT o.user_id, -1 AS total, -(NOT o.seen)::int AS unread
			FROM removed o JOIN added n ON n.id = o.id WHERE n.user_id <> o.user_id OR n.seen <> o.seen
		UNION ALL
		SELECT n.user_id, 1, (NOT n.seen)::int
			FROM removed o JOIN added n ON n.id = o.id WHERE n.user_id <> o.user_id OR n.seen <> o.seen
	) changes GROUP BY user_id
	ON CONFLICT (user_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_counts_insert" AFTER INSERT ON "notifications"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_add();
--> statement-breakpoint
CREATE TRIGGER "notification_counts_update" AFTER UPDATE ON "notifications"
	REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_change();
--> statement-breakpoint
CREATE TRIGGER "notification_counts_delete" AFTER DELETE ON "notifications"
	REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_remove();
--> statement-breakpoint
INSERT INTO "notification_counts" (user_id, total, unread)
SELECT user_id, count(*)::int, count(*) FILTER (WHERE NOT seen)::int FROM notifications GROUP BY user_id;
