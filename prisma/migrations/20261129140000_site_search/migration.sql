-- Site search: a stored full-text document per published row, in its language, with accent folding;
-- and trigram typo tolerance on titles.
-- In public, named so below: an extension exists once per database, whichever schema migrates first.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- These functions call only built-in functions and public's: their bodies resolve the same names
-- whatever the caller's search_path, so they need no SET search_path (which costs a planning per
-- call) and the planner may inline them. Each is IMMUTABLE because it gives the same answer for the
-- same arguments (unaccent is STABLE only because its dictionary could change; it is named here).

-- The text search configuration of a language: its snowball stemmer where PostgreSQL has one, else
-- 'simple' (the accent-free words below then do the work).
CREATE FUNCTION site_search_config(language varchar) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (CASE language WHEN 'tr' THEN 'pg_catalog.turkish' WHEN 'en' THEN 'pg_catalog.english'
    WHEN 'de' THEN 'pg_catalog.german' WHEN 'ru' THEN 'pg_catalog.russian' ELSE 'pg_catalog.simple' END)::regconfig $$;

-- Lower case by the language's rules: Turkish and Azerbaijani dotted and dotless I (I→ı, İ→i) first.
CREATE FUNCTION site_search_fold(language varchar, value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.lower(CASE WHEN language IN ('tr', 'az') THEN pg_catalog.translate(value, 'Iİ', 'ıi') ELSE value END) $$;

-- Lower-cased text without accents (ı and i alike): what a query typed without Turkish letters and
-- a title compared by trigrams are.
CREATE FUNCTION site_search_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;

-- Words of a list (keywords, expertise) as one text: array_to_string is only STABLE.
CREATE FUNCTION site_search_words(value text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(pg_catalog.array_to_string(value, ' '), '') $$;

-- Plain text of stored HTML: tags and character references become spaces.
CREATE FUNCTION site_search_plain(html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.regexp_replace(html, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g') $$;

-- One weighted part of a document from folded text: the language's stems and the accent-free words.
CREATE FUNCTION site_search_part(config regconfig, folded text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.setweight(pg_catalog.to_tsvector(config, folded)
    || pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, public.unaccent('public.unaccent'::regdictionary, folded)), weight) $$;

-- The documents, stored: computed once per write, read by every search (a query never parses a body).
-- A topic's heading (title A, keywords and section B) is stored apart, small enough to stay in the
-- row: ranking reads it for every match, where reading each whole document (kept out of line, as
-- TOAST) would cost more than the search. The document is the heading and the body (C), matched
-- through its index.
ALTER TABLE "Content" ADD COLUMN "searchHeading" tsvector GENERATED ALWAYS AS (
  site_search_part(site_search_config("languageCode"), site_search_fold("languageCode", "title"), 'A')
  || site_search_part(site_search_config("languageCode"),
       site_search_fold("languageCode", site_search_words("keywords") || ' ' || "section"), 'B')
) STORED;

ALTER TABLE "Content" ADD COLUMN "searchDocument" tsvector GENERATED ALWAYS AS (
  site_search_part(site_search_config("languageCode"), site_search_fold("languageCode", "title"), 'A')
  || site_search_part(site_search_config("languageCode"),
       site_search_fold("languageCode", site_search_words("keywords") || ' ' || "section"), 'B')
  || site_search_part(site_search_config("languageCode"), site_search_fold("languageCode", site_search_plain("content")), 'C')
) STORED;

ALTER TABLE "Category" ADD COLUMN "searchDocument" tsvector GENERATED ALWAYS AS (
  site_search_part(site_search_config("languageCode"), site_search_fold("languageCode", "title"), 'A')
  || site_search_part(site_search_config("languageCode"), site_search_fold("languageCode", "description"), 'C')
) STORED;

ALTER TABLE "TeamMember" ADD COLUMN "searchDocument" tsvector GENERATED ALWAYS AS (
  site_search_part(site_search_config("languageCode"), site_search_fold("languageCode", "name"), 'A')
  || site_search_part(site_search_config("languageCode"),
       site_search_fold("languageCode", "title" || ' ' || site_search_words("expertise")), 'B')
  || site_search_part(site_search_config("languageCode"), site_search_fold("languageCode", "shortDescription"), 'C')
) STORED;

CREATE INDEX "Content_searchDocument_idx" ON "Content" USING GIN ("searchDocument");
CREATE INDEX "Category_searchDocument_idx" ON "Category" USING GIN ("searchDocument");
CREATE INDEX "TeamMember_searchDocument_idx" ON "TeamMember" USING GIN ("searchDocument");

-- A misspelled query is compared with titles by trigrams (pg_trgm's word similarity): the title
-- stored folded, as the comparison reads it for every candidate.
ALTER TABLE "Content" ADD COLUMN "searchTitle" text GENERATED ALWAYS AS (
  site_search_unaccent(site_search_fold("languageCode", "title"))
) STORED;
CREATE INDEX "Content_searchTitle_idx" ON "Content" USING GIN ("searchTitle" public.gin_trgm_ops);
