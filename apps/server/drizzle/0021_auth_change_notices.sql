-- Every change to what a session check reads (sessions, users and their grants, branches, offices)
-- sends a notice on the channel `auth_changed`; each server process listens and forgets the
-- session checks it has cached. Statement-level, so a bulk change sends one notice.
CREATE FUNCTION "auth_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "owners_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "owners" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "units_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "locations_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "user_units_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_units" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "user_locations_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_locations" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "user_active_locations_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_active_locations" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed_notify"();
