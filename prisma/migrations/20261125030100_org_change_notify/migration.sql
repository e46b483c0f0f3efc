-- Every change to an organisation or its hosts, by any writer (npm run org, the seed, psql), tells the web processes
-- listening on "org_changed" to drop their organisation and anonymous page caches (issue #16: an organisation change
-- reaches every web process within a second, lib/org/change-feed.ts). PostgreSQL delivers the notification when the
-- writing transaction commits, once per transaction.
-- The function body is an E'' string whose semicolons are written \073: the migration runner of these machines splits
-- scripts at every semicolon character.
CREATE OR REPLACE FUNCTION notify_org_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''org_changed'', TG_TABLE_NAME)\073 RETURN NULL\073 END';

CREATE TRIGGER "Organization_notify_org_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Organization"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_changed();

CREATE TRIGGER "OrgHost_notify_org_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "OrgHost"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_changed();
