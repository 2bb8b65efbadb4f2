CREATE TABLE "stock_buyers" (
	"buyer" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_browser" text;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD COLUMN "buyer_network" text;--> statement-breakpoint
ALTER TABLE "stock_buyers" ADD CONSTRAINT "stock_buyers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_buyers_order_idx" ON "stock_buyers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_holds_network_idx" ON "stock_holds" USING btree ("buyer_network","variant_id") WHERE "stock_holds"."state" = 'held';