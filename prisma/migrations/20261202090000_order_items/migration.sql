-- An order (a Reservation) holds items: catalogue stays and activities, and supplier flights, cars, transfers and cruises.
CREATE TYPE "ItemKind" AS ENUM ('STAY', 'ACTIVITY', 'FLIGHT', 'CAR', 'TRANSFER', 'CRUISE');

-- An order of supplier items only has no catalogue property.
ALTER TABLE "Reservation" ALTER COLUMN "propertyId" DROP NOT NULL;

CREATE TABLE "OrderItem" (
    "id" SERIAL NOT NULL,
    "reservationId" INTEGER NOT NULL,
    "kind" "ItemKind" NOT NULL,
    "productCode" TEXT NOT NULL,
    "supplier" TEXT NOT NULL,
    "supplierRef" TEXT,
    "offerId" TEXT,
    "title" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "currency" TEXT NOT NULL,
    "baseMinor" INTEGER NOT NULL,
    "taxesMinor" INTEGER NOT NULL,
    "feesMinor" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "memberCurrency" TEXT NOT NULL,
    "memberTotalMinor" INTEGER NOT NULL,
    "rateUsed" DECIMAL(20,10) NOT NULL,
    "travellers" JSONB NOT NULL,
    "details" JSONB NOT NULL,
    "terms" JSONB NOT NULL,
    "status" "ReservationStatus" NOT NULL DEFAULT 'PENDING',
    "cancelledAt" TIMESTAMP(3),
    "refundMinor" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderItem_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "OrderItem_reservationId_idx" ON "OrderItem"("reservationId");
CREATE INDEX "OrderItem_supplier_supplierRef_idx" ON "OrderItem"("supplier", "supplierRef");

ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "Reservation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing stay and activity booking becomes an order of one item, without loss: its prices, travellers,
-- status and refund move onto the item, and the policy of its property at this moment becomes the terms of the item.
INSERT INTO "OrderItem" ("reservationId", "kind", "productCode", "supplier", "supplierRef", "title", "startsAt", "endsAt",
  "currency", "baseMinor", "taxesMinor", "feesMinor", "totalMinor", "memberCurrency", "memberTotalMinor", "rateUsed",
  "travellers", "details", "terms", "status", "cancelledAt", "refundMinor", "createdAt")
SELECT r."id",
  CASE WHEN r."activitySlotId" IS NULL THEN 'STAY'::"ItemKind" ELSE 'ACTIVITY'::"ItemKind" END,
  r."productCode", 'catalogue', r."reference",
  p."name" || COALESCE(' · ' || rt."name", ''),
  COALESCE(s."startsAt", r."checkIn"::timestamp), COALESCE(s."startsAt", r."checkOut"::timestamp),
  r."currency", r."subtotalMinor", r."taxesMinor", r."feesMinor", r."totalMinor", r."memberCurrency", r."memberTotalMinor", r."rateUsed",
  jsonb_build_object('traveler', r."traveler"->'traveler', 'nationality', r."traveler"->'nationality'),
  jsonb_build_object('propertyId', r."propertyId", 'roomTypeId', r."roomTypeId", 'activitySlotId', r."activitySlotId", 'rooms', r."rooms", 'guests', r."guests"),
  jsonb_build_object('policy', p."cancellationPolicy", 'freeCancelDays', p."freeCancelDays"),
  r."status", r."cancelledAt", r."refundMinor", r."createdAt"
FROM "Reservation" r
JOIN "Property" p ON p."id" = r."propertyId"
LEFT JOIN "RoomType" rt ON rt."id" = r."roomTypeId"
LEFT JOIN "ActivitySlot" s ON s."id" = r."activitySlotId";
