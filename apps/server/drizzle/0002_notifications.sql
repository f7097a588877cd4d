CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider" text,
	"provider_message_id" text,
	"workspace_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_outbox_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "notification_outbox_channel_check" CHECK ("notification_outbox"."channel" in ('email', 'sms')),
	CONSTRAINT "notification_outbox_status_check" CHECK ("notification_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "notification_outbox_recipient_created_at_idx" ON "notification_outbox" USING btree ("recipient","created_at");