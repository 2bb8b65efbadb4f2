CREATE TABLE "gift_aid_claim_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "gift_aid_claim_adjustments_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "gift_aid_claim_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"donated_at" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"house" text NOT NULL,
	"postcode" text NOT NULL,
	CONSTRAINT "gift_aid_claim_items_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "gift_aid_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'built' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"gift_count" integer NOT NULL,
	"total" integer NOT NULL,
	"adjustments_total" integer DEFAULT 0 NOT NULL,
	"gift_aid_due" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hmrc_reference" text,
	"submitted_at" timestamp with time zone,
	"submitted_by" text
);
--> statement-breakpoint
ALTER TABLE "gift_aid_claim_adjustments" ADD CONSTRAINT "gift_aid_claim_adjustments_claim_id_gift_aid_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."gift_aid_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_aid_claim_adjustments" ADD CONSTRAINT "gift_aid_claim_adjustments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_aid_claim_items" ADD CONSTRAINT "gift_aid_claim_items_claim_id_gift_aid_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."gift_aid_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_aid_claim_items" ADD CONSTRAINT "gift_aid_claim_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_aid_claim_items" ADD CONSTRAINT "gift_aid_claim_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_aid_claim_items_claim_idx" ON "gift_aid_claim_items" USING btree ("claim_id");