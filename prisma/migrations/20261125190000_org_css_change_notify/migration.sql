-- A partner's stylesheet is part of its organisation: a change to it (npm run org -- css, psql) is announced on
-- "org_changed" like the organisation's own rows, so every web process drops its stylesheet cache and the answers its
-- web server keeps of getwhitelabelcss and getCss (issue #17) within moments instead of after their lifetimes.
CREATE TRIGGER "OrgCss_notify_org_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "OrgCss"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_changed();
