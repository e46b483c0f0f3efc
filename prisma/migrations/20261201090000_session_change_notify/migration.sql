-- Every change that ends or reclassifies a member's sessions, by any writer (sign-out, password change or reset,
-- account deletion, a plan changed by the app, `npm run` scripts or psql), tells the web processes listening on
-- "session_changed" which user it was (the payload is the user's id, or "*" for a TRUNCATE), so each drops what it
-- remembers of that user's sessions for the page cache before its next request (lib/auth/session-memo.ts,
-- lib/org/change-feed.ts). PostgreSQL delivers the notices when the writing transaction commits, one per user and
-- transaction (identical notices are folded). Only the columns that matter fire: a session's lastSeenAt does not.
-- The function bodies are E'' strings whose semicolons are written \073: the migration runner of these machines splits
-- scripts at every semicolon character. TG_ARGV[0] names the column holding the user's id.
CREATE OR REPLACE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''session_changed'', to_jsonb(CASE WHEN TG_OP = ''DELETE'' THEN OLD ELSE NEW END) ->> TG_ARGV[0])\073 RETURN NULL\073 END';

CREATE OR REPLACE FUNCTION notify_all_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''session_changed'', ''*'')\073 RETURN NULL\073 END';

-- Sessions: revoked, expired early, moved, deleted.
CREATE TRIGGER "Session_notify_session_changed" AFTER UPDATE OF "revokedAt", "expiresAt", "userId", "isSso" ON "Session"
  FOR EACH ROW WHEN (OLD."revokedAt" IS DISTINCT FROM NEW."revokedAt" OR OLD."expiresAt" IS DISTINCT FROM NEW."expiresAt"
    OR OLD."userId" IS DISTINCT FROM NEW."userId" OR OLD."isSso" IS DISTINCT FROM NEW."isSso")
  EXECUTE FUNCTION notify_session_changed('userId');
CREATE TRIGGER "Session_notify_session_deleted" AFTER DELETE ON "Session"
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('userId');
CREATE TRIGGER "Session_notify_sessions_truncated" AFTER TRUNCATE ON "Session"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions_changed();

-- Users: deleted (deletedAt set or the row removed), made an agent or a member, moved to another organisation.
CREATE TRIGGER "User_notify_session_changed" AFTER UPDATE OF "deletedAt", "userType", "orgId" ON "User"
  FOR EACH ROW WHEN (OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt" OR OLD."userType" IS DISTINCT FROM NEW."userType"
    OR OLD."orgId" IS DISTINCT FROM NEW."orgId")
  EXECUTE FUNCTION notify_session_changed('id');
CREATE TRIGGER "User_notify_user_deleted" AFTER DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('id');
CREATE TRIGGER "User_notify_users_truncated" AFTER TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions_changed();

-- Passwords: set, changed or removed.
CREATE TRIGGER "PasswordCredential_notify_session_changed" AFTER INSERT OR UPDATE OF "hash" OR DELETE ON "PasswordCredential"
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('userId');
CREATE TRIGGER "PasswordCredential_notify_truncated" AFTER TRUNCATE ON "PasswordCredential"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions_changed();

-- Plans: any write decides whether the member pays member prices (lib/auth/rules.ts planStateOf).
CREATE TRIGGER "Subscription_notify_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "Subscription"
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed('userId');
CREATE TRIGGER "Subscription_notify_truncated" AFTER TRUNCATE ON "Subscription"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions_changed();
