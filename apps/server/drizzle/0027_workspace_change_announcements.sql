-- A workspace's screens (dashboard, timeline, lists) are kept per user by every instance
-- (platform/http/read-cache.ts). Any write to a workspace's rows announces the workspace on the
-- realtime channel (installation topic `system:reads`) when it commits, whoever wrote it, and
-- every instance drops that workspace's kept screens at once. PostgreSQL sends a payload once per
-- transaction however many rows it wrote, so a bulk import announces its workspace once.
-- Every table with a workspace_id gets the trigger, except the event bus's own bookkeeping
-- (domain_events, event_deliveries: every event is written beside the change it reports). A
-- table added later adds its own trigger in its migration (read-cache.int.test.ts fails otherwise).
CREATE OR REPLACE FUNCTION cohost_announce_workspace_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.workspace_id IS NOT NULL THEN
      PERFORM pg_notify('cohost_realtime', json_build_object('w', 'system:reads', 'e', json_build_object('type', 'workspace.changed', 'data', json_build_object('workspaceId', NEW.workspace_id)))::text);
    END IF;
    RETURN NULL;
  END IF;
  IF OLD.workspace_id IS NOT NULL THEN
    PERFORM pg_notify('cohost_realtime', json_build_object('w', 'system:reads', 'e', json_build_object('type', 'workspace.changed', 'data', json_build_object('workspaceId', OLD.workspace_id)))::text);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.workspace_id IS NOT NULL AND NEW.workspace_id IS DISTINCT FROM OLD.workspace_id THEN
      PERFORM pg_notify('cohost_realtime', json_build_object('w', 'system:reads', 'e', json_build_object('type', 'workspace.changed', 'data', json_build_object('workspaceId', NEW.workspace_id)))::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'workspace_id' AND c.table_name NOT IN ('domain_events', 'event_deliveries')
    ORDER BY c.table_name
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION cohost_announce_workspace_change()', watched.table_name || '_announce_workspace_change', watched.table_name);
  END LOOP;
END;
$$;
