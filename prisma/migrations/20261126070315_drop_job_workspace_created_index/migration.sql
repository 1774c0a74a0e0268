-- job_stats_idx (workspace_id, created_at, kind, reply_to) serves every lookup this index served
-- (history, quota counts, stats); dropping it saves one btree insert per accepted job.
-- DropIndex
DROP INDEX "job_workspace_id_created_at_idx";
