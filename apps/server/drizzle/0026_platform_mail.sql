CREATE TABLE "platform_mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"message_id" text NOT NULL,
	"source" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"platform" text,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"conversation_id" uuid,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_mail_outbox" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"relay_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"in_reply_to" text,
	"outbound_message_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "platform_mail_outbox_outbound_message_id_unique" UNIQUE("outbound_message_id"),
	CONSTRAINT "platform_mail_outbox_status_check" CHECK ("platform_mail_outbox"."status" in ('queued', 'relayed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "platform_mailboxes" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"imap_host" text NOT NULL,
	"imap_port" integer NOT NULL,
	"imap_security" text NOT NULL,
	"imap_user" text NOT NULL,
	"imap_password_sealed" text NOT NULL,
	"imap_folder" text DEFAULT 'INBOX' NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_security" text NOT NULL,
	"smtp_user" text NOT NULL,
	"smtp_password_sealed" text NOT NULL,
	"uid_validity" text,
	"last_uid" integer DEFAULT 0 NOT NULL,
	"forward_token" text NOT NULL,
	"state" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_mailboxes_forward_token_unique" UNIQUE("forward_token")
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_channel_check";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "relay_address" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "relay_message_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "platform_thread_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery_detail" text;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_mail_message_idx" ON "platform_mail" USING btree ("workspace_id","message_id");--> statement-breakpoint
CREATE INDEX "platform_mail_workspace_received_idx" ON "platform_mail" USING btree ("workspace_id","received_at");--> statement-breakpoint
CREATE INDEX "platform_mail_outbox_due_idx" ON "platform_mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_platform_thread_idx" ON "conversations" USING btree ("workspace_id","platform_thread_key");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('guest-page', 'email', 'sms', 'airbnb', 'vrbo', 'booking'));