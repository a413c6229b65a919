-- Full-text search of an area's posts, events, comments and services (GET search?type=...):
-- PostgreSQL's portuguese configuration (Snowball stemmer and stop words, so "cachorros" meets
-- "cachorro" and "encanadores" "encanador") with unaccent in front of the stemmer, so "seguranca"
-- meets "Segurança". unaccent is a contrib extension: Debian's postgresql package ships it, and it
-- is trusted (a database owner may create it); PGlite loads it as an extension (openDatabase.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION portuguese_unaccent (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portuguese_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
--> statement-breakpoint
-- The expressions below are the ones features/search/repository.ts matches, word for word, so the
-- planner uses these indexes: a post's title weighs more than its text.
CREATE INDEX "posts_search_idx" ON "posts" USING gin (
  (setweight(to_tsvector('portuguese_unaccent', "title"), 'A') || setweight(to_tsvector('portuguese_unaccent', "text"), 'B'))
);
--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin (to_tsvector('portuguese_unaccent', "text"))
  WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin (
  (setweight(to_tsvector('portuguese_unaccent', "name"), 'A') || setweight(to_tsvector('portuguese_unaccent', "address" || ' ' || "opening_hours"), 'B'))
);
