CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"type" text NOT NULL,
	"max_guests" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" numeric(4, 1) NOT NULL,
	"timezone" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"status" text NOT NULL,
	"listing" jsonb NOT NULL,
	"base_nightly_price_cents" integer,
	"currency" text NOT NULL,
	"knowledge_base" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('active', 'maintenance'))
);
--> statement-breakpoint
CREATE INDEX "properties_workspace_idx" ON "properties" USING btree ("workspace_id","archived_at");