ALTER TABLE "supply_orders" ADD COLUMN "reply_token" text;--> statement-breakpoint
ALTER TABLE "supply_orders" ADD COLUMN "supplier_reply_from" text;--> statement-breakpoint
ALTER TABLE "supply_orders" ADD COLUMN "supplier_reply_text" text;--> statement-breakpoint
ALTER TABLE "supply_orders" ADD COLUMN "supplier_reply_message_id" text;--> statement-breakpoint
ALTER TABLE "supply_orders" ADD COLUMN "supplier_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supply_vendors" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supply_orders" ADD CONSTRAINT "supply_orders_reply_token_unique" UNIQUE("reply_token");