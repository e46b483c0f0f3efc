-- A referral campaign is part of its organisation's configuration: a change to one (npm run referrals, psql) is
-- announced on "org_changed" like the organisation's own rows, so every web process drops the campaigns and loyalty
-- terms it keeps (lib/referral/campaigns.ts, lib/referral/loyalty-data.ts) within moments.
CREATE TRIGGER "Campaign_notify_org_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Campaign"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_org_changed();
