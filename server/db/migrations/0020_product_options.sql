ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "print_notes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "track_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- What each product offered before staff could choose: apparel in every size and colour, the
-- journal in one form; print notes for names with hat, tee, t-shirt, snapback or fitted
-- (core/product.ts defaultOptions, core/product-options.ts acceptsPrintNotes).
UPDATE "products" SET
	"sizes" = CASE WHEN "category" = 'devotional' THEN '{}'::text[] ELSE ARRAY['XS','S','M','L','XL','XXL','3XL'] END,
	"colors" = CASE WHEN "category" = 'devotional' THEN '{}'::text[] ELSE ARRAY['Black','White','Navy','Red','Green','Purple','Yellow','Pink'] END,
	"print_notes" = "name" ~* '(hat|tee|t-shirt|snapback|fitted)';
