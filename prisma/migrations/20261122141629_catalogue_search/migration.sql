-- DropIndex
DROP INDEX "Property_productCode_searchName_idx";

-- AlterTable
ALTER TABLE "Destination" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- AlterTable
ALTER TABLE "Property" ADD COLUMN     "searchCity" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "searchRegion" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Property_productCode_searchName_idx" ON "Property"("productCode", "searchName" text_pattern_ops);

-- CreateIndex
CREATE INDEX "Property_productCode_searchCity_idx" ON "Property"("productCode", "searchCity" text_pattern_ops);

-- CreateIndex
CREATE INDEX "Property_productCode_searchRegion_idx" ON "Property"("productCode", "searchRegion" text_pattern_ops);

-- CreateIndex
CREATE INDEX "RoomAvailability_search_idx" ON "RoomAvailability"("roomTypeId", "date", "available", "publicRateMinor", "memberRateMinor");
