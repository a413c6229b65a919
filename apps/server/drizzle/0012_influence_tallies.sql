-- Each resident's influence tallies (spec: Entities and their fields: points) as stored counters,
-- so the members list reads them instead of counting per member. They move in the transaction of the
-- write that changes them: a deferred trigger on every table they count from recounts the residents a
-- row concerns when the transaction commits (after cascades, so a deleted post or comment takes its
-- votes and replies with it). `pnpm admin recontar` recounts everyone from the tables.
-- The rules are those of apps/server/src/features/accounts/influence.ts (INFLUENCE_RULE): votes and
-- replies from someone else, kept comments only, posts of the resident's current area, a post is
-- objective from a score of 70 (AUTOMATIC_OBJECTIVITY_MINIMUM); a test compares both after random writes.
CREATE TABLE "influence_tallies" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"upvotes_received" integer DEFAULT 0 NOT NULL,
	"downvotes_received" integer DEFAULT 0 NOT NULL,
	"objective_posts" integer DEFAULT 0 NOT NULL,
	"answered_comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "influence_recount"(resident text) RETURNS void LANGUAGE sql AS $$
	INSERT INTO influence_tallies (user_id, upvotes_received, downvotes_received, objective_posts, answered_comments)
	SELECT u.id,
		(SELECT count(*)::int FROM post_votes v JOIN posts p ON p.id = v.post_id
			WHERE p.author_id = u.id AND p.area_id = u.area_id AND v.user_id <> u.id AND v.direction = 'up')
		+ (SELECT count(*)::int FROM comment_votes v JOIN comments c ON c.id = v.comment_id JOIN posts p ON p.id = c.post_id
			WHERE c.author_id = u.id AND c.deleted_at IS NULL AND p.area_id = u.area_id AND v.user_id <> u.id AND v.direction = 'up'),
		(SELECT count(*)::int FROM post_votes v JOIN posts p ON p.id = v.post_id
			WHERE p.author_id = u.id AND p.area_id = u.area_id AND v.user_id <> u.id AND v.direction = 'down')
		+ (SELECT count(*)::int FROM comment_votes v JOIN comments c ON c.id = v.comment_id JOIN posts p ON p.id = c.post_id
			WHERE c.author_id = u.id AND c.deleted_at IS NULL AND p.area_id = u.area_id AND v.user_id <> u.id AND v.direction = 'down'),
		(SELECT count(*)::int FROM posts p WHERE p.author_id = u.id AND p.area_id = u.area_id AND p.objectivity_score >= 70),
		(SELECT count(*)::int FROM comments c JOIN posts p ON p.id = c.post_id
			WHERE c.author_id = u.id AND c.deleted_at IS NULL AND p.area_id = u.area_id AND EXISTS (
				SELECT 1 FROM comments r WHERE r.parent_id = c.id AND r.author_id <> u.id AND r.deleted_at IS NULL))
	FROM users u WHERE u.id = resident
	ON CONFLICT (user_id) DO UPDATE SET
		upvotes_received = excluded.upvotes_received,
		downvotes_received = excluded.downvotes_received,
		objective_posts = excluded.objective_posts,
		answered_comments = excluded.answered_comments;
$$;
--> statement-breakpoint
CREATE FUNCTION "influence_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	resident text;
BEGIN
	-- The rows before and after the change (one of them for an insert or a delete), as JSON so that
	-- one function reads the columns of every table.
	FOR resident IN
		SELECT DISTINCT who FROM (
			SELECT CASE TG_TABLE_NAME
				WHEN 'post_votes' THEN (SELECT p.author_id FROM posts p WHERE p.id = changed ->> 'post_id')
				WHEN 'comment_votes' THEN (SELECT c.author_id FROM comments c WHERE c.id = changed ->> 'comment_id')
				WHEN 'users' THEN changed ->> 'id'
				ELSE changed ->> 'author_id' END AS who
			FROM unnest(ARRAY[to_jsonb(OLD), to_jsonb(NEW)]) AS changed
			UNION ALL
			SELECT c.author_id FROM unnest(ARRAY[to_jsonb(OLD), to_jsonb(NEW)]) AS changed
				JOIN comments c ON c.id = changed ->> 'parent_id'
			WHERE TG_TABLE_NAME = 'comments'
		) concerned WHERE who IS NOT NULL
	LOOP
		PERFORM influence_recount(resident);
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "influence_post_votes" AFTER INSERT OR UPDATE OR DELETE ON "post_votes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION influence_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "influence_comment_votes" AFTER INSERT OR UPDATE OR DELETE ON "comment_votes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION influence_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "influence_posts"
	AFTER INSERT OR UPDATE OF "author_id", "area_id", "objectivity_score" OR DELETE ON "posts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION influence_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "influence_comments"
	AFTER INSERT OR UPDATE OF "author_id", "post_id", "parent_id", "deleted_at" OR DELETE ON "comments"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION influence_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "influence_users" AFTER INSERT OR UPDATE OF "area_id" ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION influence_touch();
--> statement-breakpoint
SELECT influence_recount(id) FROM users;
