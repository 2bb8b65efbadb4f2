CREATE TABLE "checkout_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "checkout_sessions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_provider_session_id_unique";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Sessions already recorded move with their orders before the column goes.
INSERT INTO "checkout_sessions" ("session_id", "order_id") SELECT "provider_session_id", "id" FROM "orders" WHERE "provider_session_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "provider_session_id";