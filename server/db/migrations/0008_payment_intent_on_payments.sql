ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
CREATE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider_payment_id");