CREATE TABLE "job_rate_windows" (
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_rate_windows_kind_window_start_pk" PRIMARY KEY("kind","window_start")
);
--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "sign_in_requests" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_requests" ADD COLUMN "claim_token" uuid;