-- btree_gin lets one GIN index hold (workspace_id, search): a workspace's figure search reads
-- only its own entries.
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- CreateTable
CREATE TABLE "document_file" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "job_id" UUID,
    "media_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "bytes" BYTEA,
    "title" TEXT NOT NULL,
    "publisher" TEXT NOT NULL,
    "url" TEXT,
    "published_at" TIMESTAMPTZ(3),
    "pages" INTEGER,
    "figures_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "key_figure" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "unit" TEXT NOT NULL,
    "written" TEXT NOT NULL,
    "what" TEXT NOT NULL,
    "where" TEXT NOT NULL,
    "when" TEXT NOT NULL,
    "quote" TEXT NOT NULL,
    "page" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "search" tsvector,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "key_figure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "document_file_job_id_key" ON "document_file"("job_id");

-- CreateIndex
CREATE INDEX "document_file_workspace_id_created_at_idx" ON "document_file"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "key_figure_document_id_position_idx" ON "key_figure"("document_id", "position");

-- CreateIndex
CREATE INDEX "key_figure_workspace_search_idx" ON "key_figure" USING GIN ("workspace_id" uuid_ops, "search");

-- AddForeignKey
ALTER TABLE "key_figure" ADD CONSTRAINT "key_figure_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "document_file"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The full-text vector of a figure, kept by a trigger so no writer can forget it: what it counts
-- weighs most, then where and when, then the document's title and publisher, then the sentence.
CREATE FUNCTION key_figure_search_update() RETURNS trigger AS $$
DECLARE
  doc record;
BEGIN
  SELECT title, publisher INTO doc FROM document_file WHERE id = NEW.document_id;
  NEW.search :=
    setweight(to_tsvector('english'::regconfig, NEW.what), 'A') ||
    setweight(to_tsvector('english'::regconfig, NEW."where" || ' ' || NEW."when" || ' ' || NEW.unit), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(doc.title, '') || ' ' || coalesce(doc.publisher, '')), 'C') ||
    setweight(to_tsvector('english'::regconfig, NEW.quote), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER key_figure_search_update BEFORE INSERT OR UPDATE OF what, "where", "when", unit, quote ON "key_figure"
  FOR EACH ROW EXECUTE FUNCTION key_figure_search_update();
