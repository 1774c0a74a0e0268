-- Job intake on a plan with limits, in one round trip (src/db/repositories/job-intake.ts): lock
-- the workspace row, count the month's uses, decide, insert the job and its activity entry.
-- The lock serialises quota decisions per workspace, and each statement of a plpgsql function
-- takes a fresh snapshot (READ COMMITTED) after the lock is held, so the count sees every use the
-- previous holder committed: 200 concurrent requests against 100 uses left admit exactly 100.
-- `limits` maps each plan to {"monthly": n|null, "tool": n|null} for this job's kind. With
-- `api_key_id`, the job is written only while that key is live (not revoked, its user still a
-- member of the workspace): a revoked key is refused by the write itself.
CREATE FUNCTION gaskiya_create_counted_job(
  p_id uuid,
  p_workspace_id uuid,
  p_kind text,
  p_input jsonb,
  p_created_by_id uuid,
  p_reply_to text,
  p_actor_email text,
  p_action text,
  p_detail jsonb,
  p_month_start timestamptz,
  p_limits jsonb,
  p_api_key_id uuid
) RETURNS TABLE (
  out_outcome text,
  out_plan text,
  out_total integer,
  out_tool_uses integer,
  out_created_at timestamptz,
  out_updated_at timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  v_plan text;
  v_monthly integer;
  v_tool integer;
  v_total integer := 0;
  v_tool_uses integer := 0;
BEGIN
  SELECT w.plan::text INTO v_plan FROM workspace w WHERE w.id = p_workspace_id FOR UPDATE;
  IF v_plan IS NULL THEN
    RETURN QUERY SELECT 'missing'::text, NULL::text, 0, 0, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;
  -- A retry whose first attempt committed before its connection died: that job is the answer.
  IF EXISTS (SELECT 1 FROM job j WHERE j.id = p_id) THEN
    RETURN QUERY SELECT 'existing'::text, v_plan, 0, 0, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;
  IF p_api_key_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM api_key k JOIN "user" u ON u.id = k.user_id
    WHERE k.id = p_api_key_id AND k.revoked_at IS NULL AND u.removed_at IS NULL
      AND u.workspace_id = p_workspace_id
  ) THEN
    RETURN QUERY SELECT 'credential'::text, v_plan, 0, 0, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;
  v_monthly := (p_limits -> v_plan ->> 'monthly')::integer;
  v_tool := (p_limits -> v_plan ->> 'tool')::integer;
  IF v_monthly IS NOT NULL OR v_tool IS NOT NULL THEN
    SELECT count(*)::integer, (count(*) FILTER (WHERE j.kind = p_kind))::integer
      INTO v_total, v_tool_uses
      FROM job j
      WHERE j.workspace_id = p_workspace_id AND j.counted AND j.created_at >= p_month_start;
    IF (v_monthly IS NOT NULL AND v_total >= v_monthly) OR (v_tool IS NOT NULL AND v_tool_uses >= v_tool) THEN
      RETURN QUERY SELECT 'refused'::text, v_plan, v_total, v_tool_uses, NULL::timestamptz, NULL::timestamptz;
      RETURN;
    END IF;
  END IF;
  RETURN QUERY
    WITH inserted AS (
      INSERT INTO job (id, workspace_id, kind, input, created_by_id, reply_to, updated_at)
      VALUES (p_id, p_workspace_id, p_kind, p_input, p_created_by_id, p_reply_to, now())
      RETURNING job.workspace_id, job.created_by_id, job.created_at, job.updated_at
    ), noted AS (
      INSERT INTO activity (workspace_id, actor_id, actor_email, action, detail)
      SELECT i.workspace_id, i.created_by_id, p_actor_email, p_action, p_detail
      FROM inserted i WHERE p_action IS NOT NULL
    )
    SELECT 'created'::text, v_plan, v_total, v_tool_uses, i.created_at::timestamptz, i.updated_at::timestamptz
    FROM inserted i;
END
$$;
