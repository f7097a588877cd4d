-- Who may do what is cached per session by every instance (accounts/auth/session-cache.ts). Any
-- change that could alter a cached answer — a session signed out, revoked, moved to another
-- workspace or extended; a membership added, changed or removed; a password or an account
-- changed — announces the user on the realtime channel when it commits, whoever wrote it, and
-- every instance drops that user's cached sessions at once.
CREATE OR REPLACE FUNCTION cohost_announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user text;
  previous_user text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_user := to_jsonb(OLD) ->> TG_ARGV[0];
  ELSE
    changed_user := to_jsonb(NEW) ->> TG_ARGV[0];
    IF TG_OP = 'UPDATE' THEN
      previous_user := to_jsonb(OLD) ->> TG_ARGV[0];
    END IF;
  END IF;
  PERFORM pg_notify('cohost_realtime', json_build_object('w', 'system:sessions', 'e', json_build_object('type', 'accounts.user-changed', 'data', json_build_object('userId', changed_user)))::text);
  IF previous_user IS NOT NULL AND previous_user IS DISTINCT FROM changed_user THEN
    PERFORM pg_notify('cohost_realtime', json_build_object('w', 'system:sessions', 'e', json_build_object('type', 'accounts.user-changed', 'data', json_build_object('userId', previous_user)))::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION cohost_announce_user_change('user_id');--> statement-breakpoint
CREATE TRIGGER members_announce_change AFTER INSERT OR UPDATE OR DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION cohost_announce_user_change('user_id');--> statement-breakpoint
CREATE TRIGGER accounts_announce_change AFTER UPDATE OR DELETE ON "accounts" FOR EACH ROW EXECUTE FUNCTION cohost_announce_user_change('user_id');--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION cohost_announce_user_change('id');--> statement-breakpoint
CREATE TRIGGER account_profiles_announce_change AFTER UPDATE OR DELETE ON "account_profiles" FOR EACH ROW EXECUTE FUNCTION cohost_announce_user_change('user_id');
