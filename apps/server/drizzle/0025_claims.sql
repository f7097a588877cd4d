CREATE TABLE "claim_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"property_id" uuid NOT NULL,
	"reservation_id" uuid,
	"conversation_id" text,
	"cleaning_task_id" uuid,
	"cleaning_issue_id" uuid,
	"origin_key" text,
	"guest_request" text DEFAULT '' NOT NULL,
	"guest_request_cents" integer,
	"decision" text DEFAULT '' NOT NULL,
	"repair_status" text DEFAULT 'not-started' NOT NULL,
	"recovered_cents" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"guest_asked_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "claim_cases_kind_check" CHECK ("claim_cases"."kind" in ('complaint', 'damage')),
	CONSTRAINT "claim_cases_status_check" CHECK ("claim_cases"."status" in ('open', 'asking-guest', 'with-platform', 'with-insurer', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "claim_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"approval_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "claim_credits_status_check" CHECK ("claim_credits"."status" in ('waiting', 'given', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "claim_deadline_warnings" (
	"workspace_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"deadline_key" text NOT NULL,
	"threshold_hours" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_deadline_warnings_case_id_deadline_key_threshold_hours_pk" PRIMARY KEY("case_id","deadline_key","threshold_hours")
);
--> statement-breakpoint
CREATE TABLE "claim_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost_cents" integer NOT NULL,
	"age_months" integer,
	"comparable_url" text
);
--> statement-breakpoint
CREATE TABLE "claim_packets" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"pdf_key" text NOT NULL,
	"zip_key" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"photo_count" integer NOT NULL,
	"case_revision" integer NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"refund_threshold_cents" integer DEFAULT 10000 NOT NULL,
	"insurer" text DEFAULT 'none' NOT NULL,
	"insurer_name" text DEFAULT '' NOT NULL,
	"last_case_number" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"approval_id" text,
	"amount_cents" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reference" text,
	"by_name" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	CONSTRAINT "claim_steps_step_check" CHECK ("claim_steps"."step" in ('ask-guest', 'platform', 'insurer')),
	CONSTRAINT "claim_steps_status_check" CHECK ("claim_steps"."status" in ('waiting', 'taken', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "claim_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "claim_cases_number_idx" ON "claim_cases" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_cases_origin_idx" ON "claim_cases" USING btree ("workspace_id","origin_key");--> statement-breakpoint
CREATE INDEX "claim_cases_property_idx" ON "claim_cases" USING btree ("workspace_id","property_id");--> statement-breakpoint
CREATE INDEX "claim_cases_open_idx" ON "claim_cases" USING btree ("workspace_id") WHERE "claim_cases"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "claim_credits_case_idx" ON "claim_credits" USING btree ("workspace_id","case_id");--> statement-breakpoint
CREATE INDEX "claim_deadline_warnings_workspace_idx" ON "claim_deadline_warnings" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "claim_items_case_idx" ON "claim_items" USING btree ("workspace_id","case_id");--> statement-breakpoint
CREATE INDEX "claim_receipts_case_idx" ON "claim_receipts" USING btree ("workspace_id","case_id");--> statement-breakpoint
CREATE INDEX "claim_steps_case_idx" ON "claim_steps" USING btree ("workspace_id","case_id");--> statement-breakpoint
CREATE INDEX "claim_timeline_case_idx" ON "claim_timeline" USING btree ("workspace_id","case_id","at");