-- The results' property-type filter: what kind of place each property is. Existing rows are classified by their
-- product and name as the seed classifies them (prisma/seed/property-type.ts).
ALTER TABLE "Property" ADD COLUMN "propertyType" TEXT NOT NULL DEFAULT 'hotel';

UPDATE "Property" SET "propertyType" = CASE
  WHEN "productCode" = 'RST' THEN 'resort'
  WHEN "productCode" IN ('HLT', 'GRN', 'ACT') THEN 'hotel'
  WHEN "name" ~* '(villa|bungalow)' THEN 'villa'
  WHEN "name" ~* '(chalet|cabin|lodge)' THEN 'chalet'
  WHEN "name" ~* '(penthouse|apartment|studio|flat|loft|condo|suite|residence)' THEN 'apartment'
  WHEN "name" ~* '(house|cottage|casa|maisonette|duplex)' THEN 'house'
  ELSE 'apartment'
END;
