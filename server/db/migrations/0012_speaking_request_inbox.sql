CREATE TABLE "speaking_request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"body" text NOT NULL,
	"actor_label" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speaking_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "speaking_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "speaking_requests" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "speaking_request_notes" ADD CONSTRAINT "speaking_request_notes_request_id_speaking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."speaking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speaking_request_notes_request_idx" ON "speaking_request_notes" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "speaking_requests_created_idx" ON "speaking_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "speaking_requests_status_created_idx" ON "speaking_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "speaking_requests" ADD CONSTRAINT "speaking_requests_status_check" CHECK ("speaking_requests"."status" in ('new', 'replied', 'booked', 'declined'));