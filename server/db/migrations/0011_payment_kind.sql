ALTER TABLE "payments" ADD COLUMN "order_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "test" boolean;--> statement-breakpoint
UPDATE "payments" SET "order_type" = "orders"."type", "test" = "orders"."test" FROM "orders" WHERE "orders"."id" = "payments"."order_id";--> statement-breakpoint
CREATE INDEX "payments_kind_paid_idx" ON "payments" USING btree ("order_type","test","paid_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("amount","order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");
