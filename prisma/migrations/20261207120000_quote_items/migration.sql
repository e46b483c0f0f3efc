-- Agent itineraries (issue 53 item 6): a quote holding several items of any kind, each priced for the client when it
-- was added, with the agent's markup on their sum kept on the quote in basis points.
ALTER TABLE "Quote" ADD COLUMN "markupBps" INTEGER;

-- A quote names a property, or a supplier's offer, or is an itinerary whose items name theirs.
ALTER TABLE "Quote" DROP CONSTRAINT "Quote_property_or_offer";
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_property_or_offer" CHECK (("propertyId" IS NOT NULL) OR ("product" IS NOT NULL AND "offerId" IS NOT NULL) OR ("markupBps" IS NOT NULL));

CREATE TABLE "QuoteItem" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "kind" "ItemKind" NOT NULL,
    "product" TEXT,
    "offerId" TEXT,
    "propertyId" INTEGER,
    "roomTypeId" INTEGER,
    "title" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "checkIn" DATE NOT NULL,
    "checkOut" DATE NOT NULL,
    "guests" INTEGER NOT NULL DEFAULT 1,
    "details" JSONB,
    "terms" JSONB,
    "travellers" JSONB,
    "currency" TEXT NOT NULL,
    "baseMinor" INTEGER NOT NULL,
    "taxesMinor" INTEGER NOT NULL,
    "feesMinor" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuoteItem_pkey" PRIMARY KEY ("id")
);

-- Each item names a catalogue room or a supplier's offer.
ALTER TABLE "QuoteItem" ADD CONSTRAINT "QuoteItem_room_or_offer" CHECK (("roomTypeId" IS NOT NULL AND "propertyId" IS NOT NULL) OR ("product" IS NOT NULL AND "offerId" IS NOT NULL));

CREATE INDEX "QuoteItem_quoteId_idx" ON "QuoteItem"("quoteId");

ALTER TABLE "QuoteItem" ADD CONSTRAINT "QuoteItem_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "QuoteItem" ADD CONSTRAINT "QuoteItem_propertyId_fkey" FOREIGN KEY ("propertyId") REFERENCES "Property"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "QuoteItem" ADD CONSTRAINT "QuoteItem_roomTypeId_fkey" FOREIGN KEY ("roomTypeId") REFERENCES "RoomType"("id") ON DELETE SET NULL ON UPDATE CASCADE;
