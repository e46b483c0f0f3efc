-- A member's account events (sign-ins, password changes…) and linked sign-in identities are theirs too: every write
-- tells the web processes listening on "member_changed" whose they were (notify_member_changed, migration
-- member_change_notify), so the profile's recent activity and sign-in methods are kept per member like the rest.
CREATE TRIGGER "UserActivity_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "UserActivity"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('userId');
CREATE TRIGGER "Identity_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "Identity"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('userId');
CREATE TRIGGER "UserActivity_notify_members_truncated" AFTER TRUNCATE ON "UserActivity" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "Identity_notify_members_truncated" AFTER TRUNCATE ON "Identity" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
