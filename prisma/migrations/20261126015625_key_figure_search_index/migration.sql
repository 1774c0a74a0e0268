-- DropIndex
DROP INDEX "key_figure_workspace_search_idx";

-- CreateIndex
CREATE INDEX "key_figure_search_idx" ON "key_figure" USING GIN ("search");
