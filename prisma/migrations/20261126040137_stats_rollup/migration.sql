-- The stats index carries group_id instead of job_id (no statistics query reads the job id; top
-- groups and the rollup's askers per group read the group id, now without visiting the table).
DROP INDEX "claim_ask_stats_idx";
CREATE INDEX "claim_ask_stats_idx" ON "claim_ask"("workspace_id", "created_at", "language", "verdict", "answered_by", "answered_at", "suggested", "group_id");

-- CreateTable
CREATE TABLE "stats_rollup" (
    "workspace_id" UUID NOT NULL,
    "tz" TEXT NOT NULL,
    "first_day" DATE NOT NULL,
    "days" SMALLINT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "stats" JSONB,
    "group_ids" UUID[],
    "group_askers" INTEGER[],
    "computed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stats_rollup_pkey" PRIMARY KEY ("workspace_id","tz","first_day","days")
);

-- CreateIndex (on ends_at: a record written now falls in no closed period, and one index probe
-- says so; the periods a record falls in are those with starts_at <= it < ends_at)
CREATE INDEX "stats_rollup_workspace_id_ends_at_idx" ON "stats_rollup"("workspace_id", "ends_at");

-- The rollup is a cache of GET /v1/stats over closed periods, so a write to a record of a closed
-- period must remove the periods it falls in, in the writer's own transaction. Writers hold the
-- shared "stats:<workspace>" lock until they commit; a reader storing a period holds the exclusive
-- one while it computes (src/db/repositories/stats-store.ts), so no period is ever stored from a
-- snapshot that misses a write whose trigger has already run.
CREATE FUNCTION stats_rollup_forget(ws uuid, at timestamptz) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock_shared(hashtextextended('stats:' || ws, 0));
  DELETE FROM stats_rollup WHERE workspace_id = ws AND starts_at <= at AND ends_at > at;
$$;

-- Row by row (job, claim_group: their inserts are late only in imports and tests, and an update
-- only matters when a column the statistics read changes).
CREATE FUNCTION stats_rollup_forget_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM stats_rollup_forget(OLD.workspace_id, OLD.created_at); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM stats_rollup_forget(NEW.workspace_id, NEW.created_at); END IF;
  RETURN NULL;
END $$;

-- A whole statement at once (claim_ask: a decision updates a page of askers in one statement).
-- The triggers name their transition tables changed (and changed_before for an update).
CREATE FUNCTION stats_rollup_forget_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('stats:' || w, 0))
    FROM (SELECT DISTINCT workspace_id AS w FROM changed) ws;
  DELETE FROM stats_rollup r USING changed c
   WHERE r.workspace_id = c.workspace_id AND r.starts_at <= c.created_at AND r.ends_at > c.created_at;
  RETURN NULL;
END $$;

CREATE FUNCTION stats_rollup_forget_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('stats:' || w, 0))
    FROM (SELECT workspace_id AS w FROM changed UNION SELECT workspace_id FROM changed_before) ws;
  DELETE FROM stats_rollup r
   USING (SELECT workspace_id, created_at FROM changed
          UNION SELECT workspace_id, created_at FROM changed_before) c
   WHERE r.workspace_id = c.workspace_id AND r.starts_at <= c.created_at AND r.ends_at > c.created_at;
  RETURN NULL;
END $$;

-- job: tools and platforms. A job is written with created_at = now(), in no closed period (a
-- period is stored only an hour after it ended): the WHEN clause keeps the API's insert free.
CREATE TRIGGER job_stats_late_insert AFTER INSERT ON "job"
  FOR EACH ROW WHEN (NEW.created_at < now() - interval '1 hour') EXECUTE FUNCTION stats_rollup_forget_row();
CREATE TRIGGER job_stats_update AFTER UPDATE OF workspace_id, created_at, kind, reply_to ON "job"
  FOR EACH ROW WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.reply_to IS DISTINCT FROM NEW.reply_to)
  EXECUTE FUNCTION stats_rollup_forget_row();
CREATE TRIGGER job_stats_delete AFTER DELETE ON "job"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stats_rollup_forget_rows();

-- claim_group: new groups per day.
CREATE TRIGGER claim_group_stats_late_insert AFTER INSERT ON "claim_group"
  FOR EACH ROW WHEN (NEW.created_at < now() - interval '1 hour') EXECUTE FUNCTION stats_rollup_forget_row();
CREATE TRIGGER claim_group_stats_update AFTER UPDATE OF workspace_id, created_at ON "claim_group"
  FOR EACH ROW WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION stats_rollup_forget_row();
CREATE TRIGGER claim_group_stats_delete AFTER DELETE ON "claim_group"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stats_rollup_forget_rows();

-- claim_ask: languages, verdicts, askers, time to answer, top groups. Its created_at is the tip's
-- arrival, so a check that ends after its day closed writes into a closed period: every write counts.
CREATE TRIGGER claim_ask_stats_insert AFTER INSERT ON "claim_ask"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stats_rollup_forget_rows();
CREATE TRIGGER claim_ask_stats_update AFTER UPDATE ON "claim_ask"
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION stats_rollup_forget_updated();
CREATE TRIGGER claim_ask_stats_delete AFTER DELETE ON "claim_ask"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stats_rollup_forget_rows();
