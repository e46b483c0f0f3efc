-- DropIndex
DROP INDEX "Identity_provider_providerAccountId_key";

-- AlterTable: identities become unique per organisation (accounts belong to one organisation each). Rows that
-- exist take their user's organisation before the column becomes required.
ALTER TABLE "Identity" ADD COLUMN     "orgId" INTEGER;
UPDATE "Identity" AS i SET "orgId" = u."orgId" FROM "User" AS u WHERE u."id" = i."userId";
ALTER TABLE "Identity" ALTER COLUMN "orgId" SET NOT NULL;

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "facebookAppSecret" TEXT,
ADD COLUMN     "googleClientSecret" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Identity_orgId_provider_providerAccountId_key" ON "Identity"("orgId", "provider", "providerAccountId");

-- AddForeignKey
ALTER TABLE "Identity" ADD CONSTRAINT "Identity_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
