CREATE TABLE "supply_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"par" integer NOT NULL,
	"minimum" integer NOT NULL,
	"auto_order" boolean DEFAULT true NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_product" text,
	"unit_price_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"stock_at" timestamp with time zone,
	"counted_at" timestamp with time zone,
	"learned_use_per_guest_night" real,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supply_items_levels_check" CHECK ("supply_items"."par" > 0 and "supply_items"."minimum" >= 0 and "supply_items"."minimum" < "supply_items"."par" and "supply_items"."stock" >= 0),
	CONSTRAINT "supply_items_price_check" CHECK ("supply_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supply_limits" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"monthly_limit_cents" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_month_spend" (
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"month" text NOT NULL,
	"spent_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "supply_month_spend_property_id_month_pk" PRIMARY KEY("property_id","month"),
	CONSTRAINT "supply_month_spend_check" CHECK ("supply_month_spend"."spent_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supply_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"by_user_id" text,
	"by_name" text NOT NULL,
	"reason" text,
	"task_id" text,
	"order_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supply_movements_kind_check" CHECK ("supply_movements"."kind" in ('count', 'delivery', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "supply_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"vendor_product" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "supply_order_lines_quantity_check" CHECK ("supply_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "supply_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"requested_by" text NOT NULL,
	"reason" text,
	"refused_by" text,
	"approval_id" text,
	"month" text,
	"vendor_ref" text,
	"cart_url" text,
	"placed_at" timestamp with time zone,
	"in_transit_at" timestamp with time zone,
	"expected_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supply_orders_total_check" CHECK ("supply_orders"."total_cents" >= 0),
	CONSTRAINT "supply_orders_status_check" CHECK ("supply_orders"."status" in ('waiting', 'refused', 'denied', 'checkout', 'processing', 'in-transit', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "supply_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supply_vendors_kind_check" CHECK ("supply_vendors"."kind" in ('simulated', 'amazon', 'email'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "supply_items_key_idx" ON "supply_items" USING btree ("workspace_id","property_id","key");--> statement-breakpoint
CREATE INDEX "supply_movements_item_idx" ON "supply_movements" USING btree ("workspace_id","item_id","occurred_at");--> statement-breakpoint
CREATE INDEX "supply_order_lines_order_idx" ON "supply_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "supply_orders_workspace_idx" ON "supply_orders" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "supply_orders_open_idx" ON "supply_orders" USING btree ("status","expected_at");--> statement-breakpoint
CREATE INDEX "supply_vendors_workspace_idx" ON "supply_vendors" USING btree ("workspace_id");