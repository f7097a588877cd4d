CREATE TABLE "cleaner_profiles" (
	"workspace_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"availability" jsonb NOT NULL,
	"property_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"rotation_order" integer DEFAULT 0 NOT NULL,
	"notify_by" text DEFAULT 'email' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cleaner_profiles_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "cleaner_profiles_notify_check" CHECK ("cleaner_profiles"."notify_by" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "cleaning_checklist_templates" (
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"rooms" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cleaning_checklist_templates_workspace_id_property_id_pk" PRIMARY KEY("workspace_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "cleaning_checklist_ticks" (
	"workspace_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"ticked_by" uuid NOT NULL,
	"ticked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cleaning_checklist_ticks_task_id_item_key_pk" PRIMARY KEY("task_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "cleaning_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_by" uuid NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "cleaning_issues_kind_check" CHECK ("cleaning_issues"."kind" in ('damage', 'missing', 'maintenance'))
);
--> statement-breakpoint
CREATE TABLE "cleaning_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"item_key" text,
	"file_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text DEFAULT 'image/jpeg' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"captured_local" text,
	"captured_offset" text,
	"captured_at" timestamp with time zone,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "cleaning_photos_phase_check" CHECK ("cleaning_photos"."phase" in ('before', 'after', 'issue'))
);
--> statement-breakpoint
CREATE TABLE "cleaning_property_settings" (
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"open_window_hours" integer DEFAULT 6 NOT NULL,
	"expected_minutes" integer DEFAULT 180 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cleaning_property_settings_workspace_id_property_id_pk" PRIMARY KEY("workspace_id","property_id"),
	CONSTRAINT "cleaning_property_settings_window_check" CHECK ("cleaning_property_settings"."open_window_hours" between 1 and 72)
);
--> statement-breakpoint
CREATE TABLE "cleaning_supply_counts" (
	"workspace_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"counted_by" uuid NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cleaning_supply_counts_task_id_item_key_pk" PRIMARY KEY("task_id","item_key"),
	CONSTRAINT "cleaning_supply_counts_quantity_check" CHECK ("cleaning_supply_counts"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cleaning_task_acks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cleaner_user_id" uuid,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cleaning_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"reservation_id" uuid,
	"next_reservation_id" uuid,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"same_day" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"cleaner_user_id" uuid,
	"proposed_cleaner_user_id" uuid,
	"approval_id" text,
	"assigned_at" timestamp with time zone,
	"ack_state" text DEFAULT 'none' NOT NULL,
	"notified_at" timestamp with time zone,
	"ack_deadline" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"change_needs_ack" boolean DEFAULT false NOT NULL,
	"change_reason" text,
	"notes" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"report_notes" text,
	"reported_at" timestamp with time zone,
	"rating" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"door_code_task_id" text,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cleaning_tasks_kind_check" CHECK ("cleaning_tasks"."kind" in ('turnover', 'deep-clean', 'inspection', 'mid-stay')),
	CONSTRAINT "cleaning_tasks_status_check" CHECK ("cleaning_tasks"."status" in ('scheduled', 'pending', 'in-progress', 'completed', 'cancelled')),
	CONSTRAINT "cleaning_tasks_ack_check" CHECK ("cleaning_tasks"."ack_state" in ('none', 'requested', 'acknowledged', 'escalated')),
	CONSTRAINT "cleaning_tasks_rating_check" CHECK ("cleaning_tasks"."rating" between 1 and 5),
	CONSTRAINT "cleaning_tasks_window_check" CHECK ("cleaning_tasks"."window_end" > "cleaning_tasks"."window_start")
);
--> statement-breakpoint
CREATE TABLE "cleaning_workspace_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"ack_hours" integer DEFAULT 4 NOT NULL,
	"escalate_to_next_cleaner" boolean DEFAULT false NOT NULL,
	"rotation_last_user_id" uuid,
	"last_auto_schedule_day" date,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cleaning_workspace_settings_ack_check" CHECK ("cleaning_workspace_settings"."ack_hours" between 1 and 48)
);
--> statement-breakpoint
CREATE INDEX "cleaning_checklist_ticks_workspace_idx" ON "cleaning_checklist_ticks" USING btree ("workspace_id","task_id");--> statement-breakpoint
CREATE INDEX "cleaning_issues_task_idx" ON "cleaning_issues" USING btree ("workspace_id","task_id");--> statement-breakpoint
CREATE INDEX "cleaning_issues_property_idx" ON "cleaning_issues" USING btree ("workspace_id","property_id","reported_at");--> statement-breakpoint
CREATE INDEX "cleaning_photos_task_idx" ON "cleaning_photos" USING btree ("workspace_id","task_id","phase");--> statement-breakpoint
CREATE INDEX "cleaning_supply_counts_property_idx" ON "cleaning_supply_counts" USING btree ("workspace_id","property_id","counted_at");--> statement-breakpoint
CREATE INDEX "cleaning_task_acks_task_idx" ON "cleaning_task_acks" USING btree ("workspace_id","task_id","at");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_window_idx" ON "cleaning_tasks" USING btree ("workspace_id","window_start");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_property_idx" ON "cleaning_tasks" USING btree ("workspace_id","property_id","window_start");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_cleaner_idx" ON "cleaning_tasks" USING btree ("workspace_id","cleaner_user_id","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "cleaning_tasks_turnover_idx" ON "cleaning_tasks" USING btree ("workspace_id","reservation_id") WHERE "cleaning_tasks"."kind" = 'turnover' and "cleaning_tasks"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "cleaning_tasks_next_stay_idx" ON "cleaning_tasks" USING btree ("workspace_id","next_reservation_id");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_ack_due_idx" ON "cleaning_tasks" USING btree ("ack_deadline") WHERE "cleaning_tasks"."ack_state" = 'requested';--> statement-breakpoint
CREATE INDEX "cleaning_tasks_notify_due_idx" ON "cleaning_tasks" USING btree ("window_start") WHERE "cleaning_tasks"."notified_at" is null and "cleaning_tasks"."status" = 'pending';