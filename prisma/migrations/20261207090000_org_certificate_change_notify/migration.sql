-- An organisation's certificates are part of its configuration: a change to one (the seed, psql) is announced on
-- "org_changed" like the organisation's own rows, so every web process drops the certificates it keeps for the
-- checkout's wallet panel (lib/wallet/org-certificates-cache.ts) within moments.
CREATE TRIGGER "OrgCertificate_notify_org_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "OrgCertificate"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_changed();
