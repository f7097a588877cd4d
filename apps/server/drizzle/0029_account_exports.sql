CREATE TABLE "account_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text NOT NULL,
	"parts_done" integer DEFAULT 0 NOT NULL,
	"parts_total" integer NOT NULL,
	"file_key" text,
	"bytes" integer,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_exports_status_check" CHECK ("account_exports"."status" in ('running', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_exports_running_idx" ON "account_exports" USING btree ("workspace_id") WHERE "account_exports"."status" = 'running';--> statement-breakpoint
CREATE INDEX "account_exports_workspace_idx" ON "account_exports" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "account_exports_expiry_idx" ON "account_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE TRIGGER account_exports_announce_workspace_change AFTER INSERT OR UPDATE OR DELETE ON "account_exports" FOR EACH ROW EXECUTE FUNCTION cohost_announce_workspace_change();
