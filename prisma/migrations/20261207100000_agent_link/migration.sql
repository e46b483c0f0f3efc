-- The agent link (lib/agent/link.ts): whether an agent may act as a client's account. Null while the owner has not
-- answered, ENDED once the owner declines or takes the account over.
-- AlterEnum
ALTER TYPE "TokenPurpose" ADD VALUE 'AGENT_LINK';

-- CreateEnum
CREATE TYPE "AgentLinkState" AS ENUM ('ACCEPTED', 'ENDED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "agentLink" "AgentLinkState";

-- An agent's client that already has a password or a sign-in method was taken over by whoever set it up, who never
-- agreed to the agent acting for them: those links end now (the owner can accept again from the e-mailed link).
UPDATE "User" u SET "agentLink" = 'ENDED'
WHERE u."agentId" IS NOT NULL
  AND (EXISTS (SELECT 1 FROM "PasswordCredential" p WHERE p."userId" = u.id) OR EXISTS (SELECT 1 FROM "Identity" i WHERE i."userId" = u.id));

-- A kept impersonation session reads the link (lib/auth/sessions.ts), so its change announces a session change too.
DROP TRIGGER IF EXISTS "User_notify_session_changed" ON "User";
CREATE TRIGGER "User_notify_session_changed" AFTER UPDATE OF "deletedAt", "userType", "orgId", "email", "firstName", "lastName", "role", "languageCode", "currencyCode", "agentId", "agentLink" ON "User"
  FOR EACH ROW WHEN (OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt" OR OLD."userType" IS DISTINCT FROM NEW."userType"
    OR OLD."orgId" IS DISTINCT FROM NEW."orgId" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."firstName" IS DISTINCT FROM NEW."firstName" OR OLD."lastName" IS DISTINCT FROM NEW."lastName"
    OR OLD."role" IS DISTINCT FROM NEW."role" OR OLD."languageCode" IS DISTINCT FROM NEW."languageCode"
    OR OLD."currencyCode" IS DISTINCT FROM NEW."currencyCode" OR OLD."agentId" IS DISTINCT FROM NEW."agentId"
    OR OLD."agentLink" IS DISTINCT FROM NEW."agentLink")
  EXECUTE FUNCTION notify_session_changed('id');
