-- A group's own wording, searchable: the candidates of a new claim are the newest asks that share
-- a word with it (a bounded scan, however long the workspace's history) and every decided group
-- whose wording does, found through this vector (kept by the trigger, like document.search).
ALTER TABLE "claim_group" ADD COLUMN "search" tsvector;

CREATE OR REPLACE FUNCTION claim_group_search_update() RETURNS trigger AS $$
BEGIN
  NEW.search := to_tsvector('english'::regconfig, NEW.english_text);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER claim_group_search_update BEFORE INSERT OR UPDATE OF english_text ON "claim_group"
  FOR EACH ROW EXECUTE FUNCTION claim_group_search_update();

-- Groups already stored.
UPDATE "claim_group" SET "search" = to_tsvector('english'::regconfig, english_text);

CREATE INDEX "claim_group_search_idx" ON "claim_group" USING GIN ("search");
