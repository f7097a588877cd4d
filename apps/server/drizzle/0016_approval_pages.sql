ALTER TABLE "approvals" ADD COLUMN "page" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "page_repeats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "acknowledged_by" text;--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "acknowledged_by_name" text;