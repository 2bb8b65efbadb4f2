CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erasure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
-- The audit log stays append-only, with one exception: the retention job deletes entries past
-- their period. It names its cutoff for its own transaction (set_config(..., true)); without
-- that, or for a younger row, the trigger refuses as before. TRUNCATE is still refused.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
DECLARE
  cutoff text := current_setting('app.audit_retention_cutoff', true);
BEGIN
  IF TG_OP = 'DELETE' AND cutoff IS NOT NULL AND cutoff <> '' AND OLD.at < cutoff::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
