CREATE TABLE "lock_provider_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"provider" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"api_key_last4" text NOT NULL,
	"webhook_secret_sealed" text,
	"webhook_token" text NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"connect_webview_id" text,
	"last_webhook_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lock_provider_accounts_provider_check" CHECK ("lock_provider_accounts"."provider" in ('seam')),
	CONSTRAINT "lock_provider_accounts_status_check" CHECK ("lock_provider_accounts"."status" in ('connected', 'key-refused'))
);
--> statement-breakpoint
CREATE TABLE "lock_webhook_deliveries" (
	"account_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lock_webhook_deliveries_account_id_delivery_id_pk" PRIMARY KEY("account_id","delivery_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lock_provider_accounts_workspace_idx" ON "lock_provider_accounts" USING btree ("workspace_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "lock_provider_accounts_webhook_idx" ON "lock_provider_accounts" USING btree ("webhook_token");--> statement-breakpoint
CREATE INDEX "lock_webhook_deliveries_received_idx" ON "lock_webhook_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "door_codes_provider_code_idx" ON "door_codes" USING btree ("workspace_id","provider_code_id");