CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"emoji" text,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_sale_below_price" CHECK ("products"."sale_price" is null or ("products"."sale_price" > 0 and "products"."sale_price" < "products"."price")),
	CONSTRAINT "products_status" CHECK ("products"."status" in ('draft', 'active', 'archived'))
);
--> statement-breakpoint
CREATE INDEX "products_status_position" ON "products" USING btree ("status","position");