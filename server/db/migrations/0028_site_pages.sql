CREATE TABLE "page_image_renditions" (
	"image_id" text NOT NULL,
	"variant" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_image_renditions_image_id_variant_pk" PRIMARY KEY("image_id","variant")
);
--> statement-breakpoint
CREATE TABLE "page_images" (
	"id" text PRIMARY KEY NOT NULL,
	"original" "bytea" NOT NULL,
	"original_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_images_original_type" CHECK ("page_images"."original_type" in ('jpeg', 'png', 'webp'))
);
--> statement-breakpoint
CREATE TABLE "site_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_key" text NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	"how" text NOT NULL,
	CONSTRAINT "site_page_versions_number" UNIQUE("page_key","number"),
	CONSTRAINT "site_page_versions_how" CHECK ("site_page_versions"."how" in ('now', 'scheduled'))
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft_saved_at" timestamp with time zone,
	"draft_saved_by" text,
	"published" jsonb,
	"published_number" integer,
	"published_at" timestamp with time zone,
	"published_by" text,
	"scheduled_for" timestamp with time zone,
	"scheduled_content" jsonb,
	"scheduled_by" text,
	"scheduled_by_id" uuid,
	"schedule_lease_until" timestamp with time zone,
	"schedule_claim_token" uuid,
	CONSTRAINT "site_pages_schedule_whole" CHECK (("site_pages"."scheduled_for" is null) = ("site_pages"."scheduled_content" is null))
);
--> statement-breakpoint
ALTER TABLE "page_image_renditions" ADD CONSTRAINT "page_image_renditions_image_id_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."page_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_versions" ADD CONSTRAINT "site_page_versions_page_key_site_pages_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."site_pages"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_pages_scheduled_idx" ON "site_pages" USING btree ("scheduled_for") WHERE "site_pages"."scheduled_for" is not null;