-- A session is kept in memory for a few seconds with its user's name, e-mail, role, language, currency and agent
-- (lib/auth/sessions.ts), so a change of any of those announces a session change too, as deletion, type and
-- organisation already did (20261201090000_session_change_notify): each web process drops that user's kept sessions.
DROP TRIGGER IF EXISTS "User_notify_session_changed" ON "User";
CREATE TRIGGER "User_notify_session_changed" AFTER UPDATE OF "deletedAt", "userType", "orgId", "email", "firstName", "lastName", "role", "languageCode", "currencyCode", "agentId" ON "User"
  FOR EACH ROW WHEN (OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt" OR OLD."userType" IS DISTINCT FROM NEW."userType"
    OR OLD."orgId" IS DISTINCT FROM NEW."orgId" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."firstName" IS DISTINCT FROM NEW."firstName" OR OLD."lastName" IS DISTINCT FROM NEW."lastName"
    OR OLD."role" IS DISTINCT FROM NEW."role" OR OLD."languageCode" IS DISTINCT FROM NEW."languageCode"
    OR OLD."currencyCode" IS DISTINCT FROM NEW."currencyCode" OR OLD."agentId" IS DISTINCT FROM NEW."agentId")
  EXECUTE FUNCTION notify_session_changed('id');
