CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"reservation_id" uuid,
	"guest_name" text DEFAULT '' NOT NULL,
	"guest_email" text DEFAULT '' NOT NULL,
	"guest_phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"ai_paused" boolean DEFAULT false NOT NULL,
	"needs_human" boolean DEFAULT false NOT NULL,
	"urgency" text DEFAULT 'low' NOT NULL,
	"human_requested_at" timestamp with time zone,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_message_preview" text DEFAULT '' NOT NULL,
	"last_message_author" text DEFAULT 'system' NOT NULL,
	"last_inbound_channel" text DEFAULT 'guest-page' NOT NULL,
	"reply_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversations_reply_token_unique" UNIQUE("reply_token"),
	CONSTRAINT "conversations_urgency_check" CHECK ("conversations"."urgency" in ('low', 'normal', 'high', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "guest_links" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"workspace_id" text NOT NULL,
	"trigger" text NOT NULL,
	"enabled" boolean NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "message_templates_workspace_id_trigger_pk" PRIMARY KEY("workspace_id","trigger")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"workspace_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"author_user_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"triage" jsonb,
	"approval_id" uuid,
	"reason" text,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"trigger" text,
	"external_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_author_check" CHECK ("messages"."author" in ('guest', 'ai', 'host', 'system')),
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('guest-page', 'email', 'sms')),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('received', 'suggestion', 'sent', 'discarded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"body_override" text,
	"cancelled" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"due_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"approval_id" uuid,
	"message_id" uuid,
	"problem" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_reservation_idx" ON "conversations" USING btree ("workspace_id","reservation_id");--> statement-breakpoint
CREATE INDEX "conversations_workspace_last_idx" ON "conversations" USING btree ("workspace_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_guest_phone_idx" ON "conversations" USING btree ("guest_phone");--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_external_key_idx" ON "messages" USING btree ("workspace_id","external_key");--> statement-breakpoint
CREATE INDEX "messages_approval_idx" ON "messages" USING btree ("approval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_messages_stay_trigger_idx" ON "scheduled_messages" USING btree ("reservation_id","trigger");--> statement-breakpoint
CREATE INDEX "scheduled_messages_due_idx" ON "scheduled_messages" USING btree ("state","next_attempt_at");