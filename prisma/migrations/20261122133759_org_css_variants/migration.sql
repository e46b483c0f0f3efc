-- DropIndex
DROP INDEX "OrgCss_orgId_pageCode_key";

-- AlterTable
ALTER TABLE "OrgCss" ADD COLUMN     "hash" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "variant" TEXT NOT NULL DEFAULT 'all';

-- CreateIndex
CREATE UNIQUE INDEX "OrgCss_orgId_pageCode_variant_key" ON "OrgCss"("orgId", "pageCode", "variant");
