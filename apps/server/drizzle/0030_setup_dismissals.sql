CREATE TABLE "setup_dismissals" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "setup_dismissals_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);

--> statement-breakpoint
CREATE TRIGGER setup_dismissals_announce_workspace_change AFTER INSERT OR UPDATE OR DELETE ON "setup_dismissals" FOR EACH ROW EXECUTE FUNCTION cohost_announce_workspace_change();