-- A post's comment counts (spec: Entities and their fields: comment_count and comment_total_full, every
-- comment with replies and deleted ones; comment_total, the top level) and a comment's reply count
-- (comment_total) as stored counters, so that the timeline, a post's page and its comment pages read
-- columns instead of counting per post. They move as the influence tallies do (0012): a deferred
-- trigger on comments recounts the post and the parent a row concerns when the transaction commits
-- (after cascades: a resident's account or a parent comment deleted takes replies with it). Deleting
-- a comment, hiding it or putting it back (deleted_at) keeps its place and its counts.
-- `pnpm admin recontar` recounts them from the tables (apps/server/src/features/comments/commentCounts.ts);
-- a test compares both after random writes.
ALTER TABLE "posts" ADD COLUMN "top_level_comment_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Counting every comment of a post (and deleting a post's comments with it) by an index.
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id");
--> statement-breakpoint
CREATE FUNCTION "post_comments_recount"(post_key text) RETURNS void LANGUAGE sql AS $$
	UPDATE posts SET
		comment_count = (SELECT count(*)::int FROM comments c WHERE c.post_id = post_key),
		top_level_comment_count = (SELECT count(*)::int FROM comments c WHERE c.post_id = post_key AND c.parent_id IS NULL)
	WHERE id = post_key;
$$;
--> statement-breakpoint
CREATE FUNCTION "comment_replies_recount"(parent_key text) RETURNS void LANGUAGE sql AS $$
	UPDATE comments SET reply_count = (SELECT count(*)::int FROM comments r WHERE r.parent_id = parent_key)
	WHERE id = parent_key;
$$;
--> statement-breakpoint
CREATE FUNCTION "comment_counts_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The row before the change (an update or a delete), then after it (an insert or an update).
	IF TG_OP <> 'INSERT' THEN
		PERFORM post_comments_recount(OLD.post_id);
		IF OLD.parent_id IS NOT NULL THEN PERFORM comment_replies_recount(OLD.parent_id); END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM post_comments_recount(NEW.post_id);
		IF NEW.parent_id IS NOT NULL THEN PERFORM comment_replies_recount(NEW.parent_id); END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comment_counts_comments"
	AFTER INSERT OR UPDATE OF "post_id", "parent_id" OR DELETE ON "comments"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION comment_counts_touch();
--> statement-breakpoint
UPDATE posts SET
	comment_count = (SELECT count(*)::int FROM comments c WHERE c.post_id = posts.id),
	top_level_comment_count = (SELECT count(*)::int FROM comments c WHERE c.post_id = posts.id AND c.parent_id IS NULL);
--> statement-breakpoint
UPDATE comments SET reply_count = (SELECT count(*)::int FROM comments r WHERE r.parent_id = comments.id);
