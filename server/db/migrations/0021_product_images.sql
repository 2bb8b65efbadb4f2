CREATE TABLE "product_image_renditions" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"body" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_image_renditions_hash_width_format_pk" PRIMARY KEY("hash","width","format"),
	CONSTRAINT "product_image_renditions_format" CHECK ("product_image_renditions"."format" in ('avif', 'webp'))
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"original" bytea NOT NULL,
	"original_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_original_type" CHECK ("product_images"."original_type" in ('jpeg', 'png', 'webp'))
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_position" ON "product_images" USING btree ("product_id","position");