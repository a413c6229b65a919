-- The influence tallies (migration 0012) move by deltas instead of recounts. 0012's deferred
-- triggers recounted the whole history of every resident a row concerned at each commit: 0.5 s for
-- the busiest resident of a year's big area (2,846 posts), holding a pooled connection meanwhile.
-- Here each change adds what it changes, reading only the row's own post, comment, votes and replies.
-- The rules stay those of apps/server/src/features/accounts/influence.ts (INFLUENCE_RULE) and of
-- influence_recount: votes and replies from someone else, kept comments only, posts of the
-- resident's current area, a post is objective from a score of 70.
--
-- How each delta stays exact: a row trigger computes "after minus before" for the residents the row
-- concerns, from the state it sees.
-- * Votes: AFTER row triggers. A vote's share depends only on its own post or comment (which no vote
--   statement changes) and its author's area, so the statement's other rows do not matter. A vote
--   whose post or comment is already gone was removed by that post's or comment's deletion, which
--   took its votes off first (below), so it adds nothing.
-- * Posts and comments: BEFORE row triggers (insert, update, delete). A BEFORE row trigger sees the
--   tables as they were just before its own row changes, earlier rows of the same statement
--   included, so each row is one step; its "after" is worked out from NEW. A deletion takes off all
--   the row leaves behind (its votes, its comments' shares, a parent's answered status) while they
--   are still there; what its cascade then deletes finds the post or comment gone and adds nothing.
-- * Residents: a move, or a new resident, still recounts that one resident when the transaction
--   commits (0012's deferred trigger on users): rare, and absolute, so deltas around it stay right.
-- `pnpm admin recontar` recounts everyone from the tables and answers whether anything differed.
CREATE FUNCTION "influence_add"(resident text, up integer, down integer, objective integer, answered integer)
RETURNS void LANGUAGE sql AS $$
	UPDATE influence_tallies SET
		upvotes_received = upvotes_received + up,
		downvotes_received = downvotes_received + down,
		objective_posts = objective_posts + objective,
		answered_comments = answered_comments + answered
	WHERE user_id = resident AND (up <> 0 OR down <> 0 OR objective <> 0 OR answered <> 0);
$$;
--> statement-breakpoint
-- Whether a resident lives in an area: only what they wrote there counts.
CREATE FUNCTION "influence_lives_in"(resident text, area text) RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT EXISTS (SELECT 1 FROM users u WHERE u.id = resident AND u.area_id = area);
$$;
--> statement-breakpoint
-- Whether a comment has a kept reply by someone other than `author`, leaving one comment out.
CREATE FUNCTION "influence_answered"(comment_key text, author text, leaving_out text) RETURNS boolean
LANGUAGE sql STABLE AS $$
	SELECT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = comment_key AND r.author_id <> author
		AND r.deleted_at IS NULL AND r.id IS DISTINCT FROM leaving_out);
$$;
--> statement-breakpoint
-- One vote's share (sign +1 or -1) to the author of its post or comment.
CREATE FUNCTION "influence_vote_share"(author text, area text, voter text, direction text, sign integer)
RETURNS void LANGUAGE sql AS $$
	SELECT influence_add(author, sign * (direction = 'up')::int, sign * (direction = 'down')::int, 0, 0)
	WHERE author IS NOT NULL AND voter <> author AND influence_lives_in(author, area);
$$;
--> statement-breakpoint
CREATE FUNCTION "influence_post_vote"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	post record;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		SELECT p.author_id, p.area_id INTO post FROM posts p WHERE p.id = OLD.post_id;
		IF FOUND THEN PERFORM influence_vote_share(post.author_id, post.area_id, OLD.user_id, OLD.direction, -1); END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT p.author_id, p.area_id INTO post FROM posts p WHERE p.id = NEW.post_id;
		IF FOUND THEN PERFORM influence_vote_share(post.author_id, post.area_id, NEW.user_id, NEW.direction, 1); END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "influence_comment_vote"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	comment record;
BEGIN
	IF TG_OP <> 'INSERT' THEN
		SELECT c.author_id, p.area_id INTO comment FROM comments c JOIN posts p ON p.id = c.post_id
			WHERE c.id = OLD.comment_id AND c.deleted_at IS NULL;
		IF FOUND THEN PERFORM influence_vote_share(comment.author_id, comment.area_id, OLD.user_id, OLD.direction, -1); END IF;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		SELECT c.author_id, p.area_id INTO comment FROM comments c JOIN posts p ON p.id = c.post_id
			WHERE c.id = NEW.comment_id AND c.deleted_at IS NULL;
		IF FOUND THEN PERFORM influence_vote_share(comment.author_id, comment.area_id, NEW.user_id, NEW.direction, 1); END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A comment's own share (its votes and answered status) as it stands, with these author, post and
-- deletion (the comment's row before or after a change), times sign.
CREATE FUNCTION "influence_comment_share"(comment_key text, author text, post_key text, deleted timestamptz, sign integer)
RETURNS void LANGUAGE sql AS $$
	SELECT influence_add(author,
		sign * (SELECT count(*)::int FROM comment_votes v WHERE v.comment_id = comment_key AND v.user_id <> author AND v.direction = 'up'),
		sign * (SELECT count(*)::int FROM comment_votes v WHERE v.comment_id = comment_key AND v.user_id <> author AND v.direction = 'down'),
		0,
		sign * influence_answered(comment_key, author, NULL)::int)
	WHERE deleted IS NULL AND influence_lives_in(author, (SELECT p.area_id FROM posts p WHERE p.id = post_key));
$$;
--> statement-breakpoint
-- A parent comment's answered status as one of its replies changes from `was` (it counted as a
-- reply from someone else before) to `is` (it counts after): the parent's author gains or loses one.
CREATE FUNCTION "influence_reply_change"(parent_key text, reply_key text, was_author text, was_kept boolean,
	is_author text, is_kept boolean, is_child boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	parent record;
	others boolean;
	before boolean;
	after boolean;
BEGIN
	IF parent_key IS NULL THEN RETURN; END IF;
	SELECT c.author_id, p.area_id INTO parent FROM comments c JOIN posts p ON p.id = c.post_id
		WHERE c.id = parent_key AND c.deleted_at IS NULL;
	IF NOT FOUND OR NOT influence_lives_in(parent.author_id, parent.area_id) THEN RETURN; END IF;
	others := influence_answered(parent_key, parent.author_id, reply_key);
	before := others OR (was_kept AND was_author <> parent.author_id);
	after := others OR (is_child AND is_kept AND is_author <> parent.author_id);
	PERFORM influence_add(parent.author_id, 0, 0, 0, after::int - before::int);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "influence_comment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- A new comment has no votes nor replies yet: only its parent may become answered.
		PERFORM influence_reply_change(NEW.parent_id, NEW.id, NULL, false, NEW.author_id, NEW.deleted_at IS NULL, true);
		RETURN NEW;
	END IF;
	-- Its post gone: the post's deletion already took off every share of its comments.
	IF NOT EXISTS (SELECT 1 FROM posts p WHERE p.id = OLD.post_id) THEN
		RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	END IF;
	IF TG_OP = 'UPDATE' AND NEW.author_id = OLD.author_id AND NEW.post_id = OLD.post_id
		AND NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id
		AND (NEW.deleted_at IS NULL) = (OLD.deleted_at IS NULL) THEN
		RETURN NEW;
	END IF;
	PERFORM influence_comment_share(OLD.id, OLD.author_id, OLD.post_id, OLD.deleted_at, -1);
	IF TG_OP = 'DELETE' THEN
		PERFORM influence_reply_change(OLD.parent_id, OLD.id, OLD.author_id, OLD.deleted_at IS NULL, NULL, false, false);
		RETURN OLD;
	END IF;
	PERFORM influence_comment_share(NEW.id, NEW.author_id, NEW.post_id, NEW.deleted_at, 1);
	PERFORM influence_reply_change(OLD.parent_id, OLD.id, OLD.author_id, OLD.deleted_at IS NULL,
		NEW.author_id, NEW.deleted_at IS NULL, NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id);
	IF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
		PERFORM influence_reply_change(NEW.parent_id, NEW.id, NULL, false, NEW.author_id, NEW.deleted_at IS NULL, true);
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A post's share as it stands with these author, area and score, times sign: to its author the score
-- and its votes; with `with_comments`, to each of its comments' authors their comments' shares (those
-- depend on the post's area only).
CREATE FUNCTION "influence_post_share"(post_key text, author text, area text, score double precision, sign integer, with_comments boolean)
RETURNS void LANGUAGE sql AS $$
	SELECT influence_add(author,
		sign * (SELECT count(*)::int FROM post_votes v WHERE v.post_id = post_key AND v.user_id <> author AND v.direction = 'up'),
		sign * (SELECT count(*)::int FROM post_votes v WHERE v.post_id = post_key AND v.user_id <> author AND v.direction = 'down'),
		sign * (coalesce(score, 0) >= 70)::int,
		0)
	WHERE influence_lives_in(author, area);
	SELECT influence_add(shares.author_id, sign * shares.up, sign * shares.down, 0, sign * shares.answered)
	FROM (
		SELECT c.author_id,
			sum((SELECT count(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.user_id <> c.author_id AND v.direction = 'up'))::int AS up,
			sum((SELECT count(*) FROM comment_votes v WHERE v.comment_id = c.id AND v.user_id <> c.author_id AND v.direction = 'down'))::int AS down,
			count(*) FILTER (WHERE influence_answered(c.id, c.author_id, NULL))::int AS answered
		FROM comments c
		WHERE with_comments AND c.post_id = post_key AND c.deleted_at IS NULL AND influence_lives_in(c.author_id, area)
		GROUP BY c.author_id
	) shares;
$$;
--> statement-breakpoint
CREATE FUNCTION "influence_post_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	moved boolean;
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- A new post has no votes nor comments yet: only its score counts.
		PERFORM influence_post_share(NEW.id, NEW.author_id, NEW.area_id, NEW.objectivity_score, 1, false);
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' THEN
		PERFORM influence_post_share(OLD.id, OLD.author_id, OLD.area_id, OLD.objectivity_score, -1, true);
		RETURN OLD;
	END IF;
	-- An edit sets the score again, mostly to the same value: nothing to move then.
	IF NEW.author_id = OLD.author_id AND NEW.area_id = OLD.area_id
		AND NEW.objectivity_score IS NOT DISTINCT FROM OLD.objectivity_score THEN
		RETURN NEW;
	END IF;
	moved := NEW.area_id IS DISTINCT FROM OLD.area_id;
	PERFORM influence_post_share(OLD.id, OLD.author_id, OLD.area_id, OLD.objectivity_score, -1, moved);
	PERFORM influence_post_share(NEW.id, NEW.author_id, NEW.area_id, NEW.objectivity_score, 1, moved);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "influence_post_votes" ON "post_votes";
--> statement-breakpoint
DROP TRIGGER "influence_comment_votes" ON "comment_votes";
--> statement-breakpoint
DROP TRIGGER "influence_posts" ON "posts";
--> statement-breakpoint
DROP TRIGGER "influence_comments" ON "comments";
--> statement-breakpoint
CREATE TRIGGER "influence_post_votes" AFTER INSERT OR UPDATE OF "post_id", "user_id", "direction" OR DELETE
	ON "post_votes" FOR EACH ROW EXECUTE FUNCTION influence_post_vote();
--> statement-breakpoint
CREATE TRIGGER "influence_comment_votes" AFTER INSERT OR UPDATE OF "comment_id", "user_id", "direction" OR DELETE
	ON "comment_votes" FOR EACH ROW EXECUTE FUNCTION influence_comment_vote();
--> statement-breakpoint
CREATE TRIGGER "influence_posts"
	BEFORE INSERT OR UPDATE OF "author_id", "area_id", "objectivity_score" OR DELETE ON "posts"
	FOR EACH ROW EXECUTE FUNCTION influence_post_change();
--> statement-breakpoint
CREATE TRIGGER "influence_comments"
	BEFORE INSERT OR UPDATE OF "author_id", "post_id", "parent_id", "deleted_at" OR DELETE ON "comments"
	FOR EACH ROW EXECUTE FUNCTION influence_comment_change();
