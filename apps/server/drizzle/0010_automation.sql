CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"workspace_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"reason" text,
	"decision" text,
	"result" text NOT NULL,
	"property_id" uuid,
	"reservation_id" uuid,
	"approval_id" uuid,
	"detail" jsonb,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid,
	"reservation_id" uuid,
	"kind" text NOT NULL,
	"urgency" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"reason" text NOT NULL,
	"emergency" text,
	"shadow_decision" text NOT NULL,
	"policy_input" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decided_by_name" text,
	"decision_note" text,
	"edited" boolean DEFAULT false NOT NULL,
	"result" text,
	"executed_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "approvals_status_check" CHECK ("approvals"."status" in ('pending', 'approved', 'denied', 'expired', 'executed', 'failed')),
	CONSTRAINT "approvals_urgency_check" CHECK ("approvals"."urgency" in ('approval', 'escalate'))
);
--> statement-breakpoint
CREATE TABLE "automation_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autonomy_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"scope" text NOT NULL,
	"property_id" uuid,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "scheduled_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"step" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheduled_steps_status_check" CHECK ("scheduled_steps"."status" in ('pending', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "activity_log_workspace_time_idx" ON "activity_log" USING btree ("workspace_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "activity_log_retain_idx" ON "activity_log" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "approvals_workspace_status_idx" ON "approvals" USING btree ("workspace_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approvals_pending_idx" ON "approvals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_dedupe_idx" ON "approvals" USING btree ("workspace_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "autonomy_settings_scope_idx" ON "autonomy_settings" USING btree ("workspace_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_steps_reservation_step_idx" ON "scheduled_steps" USING btree ("reservation_id","step");--> statement-breakpoint
CREATE INDEX "scheduled_steps_due_idx" ON "scheduled_steps" USING btree ("status","due_at");