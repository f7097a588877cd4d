CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"workspace_id" text NOT NULL,
	"aggregate" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "domain_events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"event_seq" bigint NOT NULL,
	"subscriber" text NOT NULL,
	"workspace_id" text NOT NULL,
	"aggregate" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_deliveries_event_subscriber_key" UNIQUE("event_id","subscriber"),
	CONSTRAINT "event_deliveries_status_check" CHECK ("event_deliveries"."status" in ('pending', 'running', 'done', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reservation events automation had not read yet carry over as domain events, each with its pending delivery.
WITH "moved" AS (
	INSERT INTO "domain_events" ("type", "workspace_id", "aggregate", "payload", "occurred_at")
	SELECT e."type", e."workspace_id", e."reservation_id"::text,
		e."payload" || jsonb_build_object('workspaceId', e."workspace_id", 'reservationId', e."reservation_id"::text, 'propertyId', e."property_id"::text, 'isFromSync', e."is_from_sync"),
		e."occurred_at"
	FROM "reservation_events" e
	WHERE e."type" IN ('reservations.created', 'reservations.changed', 'reservations.cancelled') AND e."reservation_id" IS NOT NULL
		AND e."seq" > coalesce((SELECT c."position" FROM "automation_cursors" c WHERE c."name" = 'reservation-events'), 0)
	ORDER BY e."seq"
	RETURNING "id", "seq", "workspace_id", "aggregate", "occurred_at"
)
INSERT INTO "event_deliveries" ("event_id", "event_seq", "subscriber", "workspace_id", "aggregate", "status", "next_attempt_at", "updated_at")
SELECT "id", "seq", 'automation.schedule-stay-steps', "workspace_id", "aggregate", 'pending', "occurred_at", "occurred_at" FROM "moved";
--> statement-breakpoint
DROP TABLE "reservation_events" CASCADE;--> statement-breakpoint
DROP TABLE "automation_cursors" CASCADE;--> statement-breakpoint
CREATE INDEX "domain_events_workspace_idx" ON "domain_events" USING btree ("workspace_id","seq");--> statement-breakpoint
CREATE INDEX "domain_events_type_idx" ON "domain_events" USING btree ("type","seq");--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "event_deliveries_order_idx" ON "event_deliveries" USING btree ("subscriber","aggregate","event_seq");--> statement-breakpoint
CREATE INDEX "event_deliveries_workspace_idx" ON "event_deliveries" USING btree ("workspace_id","status");