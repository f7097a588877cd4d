CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "founder_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refund_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "founder_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "founder_payments_status_check" CHECK ("founder_payments"."status" in ('held', 'paid', 'expired', 'failed', 'refund_pending', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "founders_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"total_spots" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"number" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"hosted_url" text,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "local_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"payment_intent_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text,
	"name" text,
	"card" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"plan" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"founder_discount" boolean DEFAULT false NOT NULL,
	"invoice_seq" integer DEFAULT 0 NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"interval" text,
	"status" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"founder_discount" boolean DEFAULT false NOT NULL,
	"provider" text,
	"customer_id" text,
	"provider_subscription_id" text,
	"payment_method" jsonb,
	"lapse_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE INDEX "founder_payments_user_idx" ON "founder_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "founder_payments_status_idx" ON "founder_payments" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "founder_payments_one_membership_idx" ON "founder_payments" USING btree ("user_id") WHERE "founder_payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "invoices_workspace_idx" ON "invoices" USING btree ("workspace_id","issued_at");--> statement-breakpoint
CREATE INDEX "local_checkouts_status_idx" ON "local_checkouts" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "local_subscriptions_renewal_idx" ON "local_subscriptions" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id");