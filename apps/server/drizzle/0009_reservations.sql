CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"feed_id" uuid,
	"source" text NOT NULL,
	"external_uid" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"summary" text NOT NULL,
	"missing_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_exports" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"url" text NOT NULL,
	"source_setting" text NOT NULL,
	"source" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"interval_minutes" integer NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"reservations_count" integer DEFAULT 0 NOT NULL,
	"blocks_count" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"feed_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"candidates" integer DEFAULT 0 NOT NULL,
	"blocks_added" integer DEFAULT 0 NOT NULL,
	"blocks_removed" integer DEFAULT 0 NOT NULL,
	"changes" jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"type" text NOT NULL,
	"reservation_id" uuid,
	"property_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"is_from_sync" boolean NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"feed_id" uuid,
	"external_uid" text,
	"status" text NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"check_in_time" text,
	"check_out_time" text,
	"guest_name" text DEFAULT '' NOT NULL,
	"guest_email" text DEFAULT '' NOT NULL,
	"guest_phone" text DEFAULT '' NOT NULL,
	"phone_last4" text,
	"reservation_url" text,
	"guests" integer DEFAULT 1 NOT NULL,
	"payout_cents" integer,
	"currency" text,
	"notes" text DEFAULT '' NOT NULL,
	"missing_since" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_kind_check" CHECK ("reservations"."kind" in ('guest', 'owner', 'maintenance')),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."check_out_date" > "reservations"."check_in_date")
);
--> statement-breakpoint
CREATE INDEX "calendar_blocks_property_idx" ON "calendar_blocks" USING btree ("workspace_id","property_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_blocks_feed_uid_idx" ON "calendar_blocks" USING btree ("feed_id","external_uid");--> statement-breakpoint
CREATE INDEX "calendar_feeds_property_idx" ON "calendar_feeds" USING btree ("workspace_id","property_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "calendar_sync_runs_feed_idx" ON "calendar_sync_runs" USING btree ("feed_id","started_at");--> statement-breakpoint
CREATE INDEX "reservation_events_workspace_idx" ON "reservation_events" USING btree ("workspace_id","seq");--> statement-breakpoint
CREATE INDEX "reservations_property_dates_idx" ON "reservations" USING btree ("workspace_id","property_id","check_in_date");--> statement-breakpoint
CREATE INDEX "reservations_workspace_checkout_idx" ON "reservations" USING btree ("workspace_id","check_out_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_feed_uid_idx" ON "reservations" USING btree ("feed_id","external_uid");