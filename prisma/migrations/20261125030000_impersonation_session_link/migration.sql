-- An impersonation session names the agent's own session it belongs to: it is only good while that one is live, and
-- goes with it.
-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "impersonatorSessionId" TEXT;

-- CreateIndex
CREATE INDEX "Session_impersonatorSessionId_idx" ON "Session"("impersonatorSessionId");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_impersonatorSessionId_fkey" FOREIGN KEY ("impersonatorSessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;
