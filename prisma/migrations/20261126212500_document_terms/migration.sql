-- The lexemes of the reviewed claim and of the title, stored beside the full-text vector and kept
-- by the same trigger. The reranker reads them for every candidate of every search; computed in
-- the candidate query (to_tsvector per row, per search) they were most of that query's time.
ALTER TABLE "document" ADD COLUMN     "claim_terms" text[],
ADD COLUMN     "title_terms" text[];

CREATE OR REPLACE FUNCTION document_search_update() RETURNS trigger AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english'::regconfig, coalesce(NEW.claim_text, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, NEW.title), 'B') ||
    setweight(to_tsvector('english'::regconfig, NEW.text), 'C');
  NEW.claim_terms := CASE WHEN NEW.claim_text IS NULL THEN NULL
    ELSE tsvector_to_array(to_tsvector('english'::regconfig, NEW.claim_text)) END;
  NEW.title_terms := tsvector_to_array(to_tsvector('english'::regconfig, NEW.title));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- Documents already stored (the trigger fires on claim_text, title and text only, not here).
UPDATE "document" SET
  "claim_terms" = CASE WHEN claim_text IS NULL THEN NULL
    ELSE tsvector_to_array(to_tsvector('english'::regconfig, claim_text)) END,
  "title_terms" = tsvector_to_array(to_tsvector('english'::regconfig, title));
