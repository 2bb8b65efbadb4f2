CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_label" text NOT NULL,
	"body" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_by" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
-- References come from two sequences, PM- for orders and GF- for gifts, set by a trigger so
-- that every insert gets one however it is written. Orders already stored get theirs in the
-- order they were placed.
CREATE SEQUENCE "order_reference_seq" START WITH 10001;--> statement-breakpoint
CREATE SEQUENCE "gift_reference_seq" START WITH 10001;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "orders" SET "reference" = numbered."reference" FROM (
  SELECT "id", CASE WHEN "type" = 'merchandise'
    THEN 'PM-' || nextval('order_reference_seq')
    ELSE 'GF-' || nextval('gift_reference_seq') END AS "reference"
  FROM (SELECT "id", "type" FROM "orders" ORDER BY "created_at", "id") AS placed
) AS numbered WHERE numbered."id" = "orders"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION orders_assign_reference() RETURNS trigger AS $$
BEGIN
  IF NEW."reference" IS NULL THEN
    NEW."reference" := CASE WHEN NEW."type" = 'merchandise'
      THEN 'PM-' || nextval('order_reference_seq')
      ELSE 'GF-' || nextval('gift_reference_seq') END;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_reference BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_assign_reference();--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_to_dispatch_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."type" = 'merchandise' and "orders"."fulfilment_status" = 'unfulfilled' and "orders"."status" in ('paid', 'partially_refunded');--> statement-breakpoint
CREATE INDEX "orders_email_search_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_postcode_search_idx" ON "orders" USING btree (upper(replace("postal_code", ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_name_search_idx" ON "orders" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_last_name_search_idx" ON "orders" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_unique" UNIQUE("reference");--> statement-breakpoint
CREATE INDEX "orders_admin_list_idx" ON "orders" USING btree ("type", "created_at" DESC, "id" DESC)
  INCLUDE ("total", "status", "fulfilment_status", "test");
