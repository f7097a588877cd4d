CREATE TABLE "door_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"lock_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"reservation_id" uuid,
	"task_id" text,
	"holder_name" text NOT NULL,
	"status" text NOT NULL,
	"code_sealed" text,
	"code_fingerprint" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"check_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"provider_code_id" text,
	"window_on_lock" boolean DEFAULT true NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_problem" jsonb,
	"is_backup" boolean DEFAULT false NOT NULL,
	"replaces_id" uuid,
	"replace_reason" text,
	"confirmed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "door_codes_purpose_check" CHECK ("door_codes"."purpose" in ('stay', 'cleaning', 'maintenance')),
	CONSTRAINT "door_codes_status_check" CHECK ("door_codes"."status" in ('planned', 'programming', 'retrying', 'set', 'failed', 'backup', 'stranded', 'removing', 'removed', 'cancelled')),
	CONSTRAINT "door_codes_window_check" CHECK ("door_codes"."ends_at" > "door_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "lock_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"lock_id" uuid NOT NULL,
	"door_code_id" uuid,
	"kind" text NOT NULL,
	"user_id" text,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid,
	"provider" text NOT NULL,
	"device_id" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text,
	"online" boolean NOT NULL,
	"locked" boolean,
	"battery_percent" integer,
	"capabilities" jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"code_length" integer,
	"buffer_before_minutes" integer DEFAULT 60 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 60 NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"offline_since" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "locks_provider_check" CHECK ("locks"."provider" in ('virtual', 'seam')),
	CONSTRAINT "locks_battery_check" CHECK ("locks"."battery_percent" between 0 and 100),
	CONSTRAINT "locks_code_length_check" CHECK ("locks"."code_length" in (4, 6, 8)),
	CONSTRAINT "locks_buffers_check" CHECK ("locks"."buffer_before_minutes" between 0 and 720 and "locks"."buffer_after_minutes" between 0 and 720)
);
--> statement-breakpoint
CREATE TABLE "virtual_lock_codes" (
	"access_code_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"settles_at" timestamp with time zone,
	"is_backup" boolean DEFAULT false NOT NULL,
	"backup_for" uuid,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_lock_devices" (
	"device_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"profile" text NOT NULL,
	"seed" integer NOT NULL,
	"failure_rate" real NOT NULL,
	"battery_percent" real NOT NULL,
	"battery_at" timestamp with time zone NOT NULL,
	"offline_until" timestamp with time zone,
	"locked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "door_codes_lock_idx" ON "door_codes" USING btree ("workspace_id","lock_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "door_codes_stay_idx" ON "door_codes" USING btree ("lock_id","reservation_id") WHERE "door_codes"."reservation_id" is not null and "door_codes"."status" not in ('removed', 'cancelled', 'removing');--> statement-breakpoint
CREATE UNIQUE INDEX "door_codes_digits_idx" ON "door_codes" USING btree ("lock_id","code_fingerprint") WHERE "door_codes"."code_fingerprint" is not null and "door_codes"."status" not in ('removed', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "door_codes_task_idx" ON "door_codes" USING btree ("lock_id","task_id") WHERE "door_codes"."task_id" is not null and "door_codes"."status" not in ('removed', 'cancelled', 'removing');--> statement-breakpoint
CREATE INDEX "door_codes_due_idx" ON "door_codes" USING btree ("send_at") WHERE "door_codes"."status" in ('planned', 'retrying');--> statement-breakpoint
CREATE INDEX "door_codes_reservation_idx" ON "door_codes" USING btree ("workspace_id","reservation_id");--> statement-breakpoint
CREATE INDEX "lock_events_lock_idx" ON "lock_events" USING btree ("workspace_id","lock_id","at");--> statement-breakpoint
CREATE INDEX "lock_events_workspace_idx" ON "lock_events" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "locks_device_idx" ON "locks" USING btree ("workspace_id","provider","device_id");--> statement-breakpoint
CREATE INDEX "locks_property_idx" ON "locks" USING btree ("workspace_id","property_id");--> statement-breakpoint
CREATE INDEX "virtual_lock_codes_device_idx" ON "virtual_lock_codes" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_lock_codes_key_idx" ON "virtual_lock_codes" USING btree ("device_id","idempotency_key");