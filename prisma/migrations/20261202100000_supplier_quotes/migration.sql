-- A quote may hold a supplier offer (a flight, car, transfer, cruise or package) instead of a catalogue room: the
-- product, the offer as re-priced for the client, its terms, and the travellers and contact the agent entered.
-- Existing stay quotes keep their property and room.
ALTER TABLE "Quote" ADD COLUMN     "contact" JSONB,
ADD COLUMN     "details" JSONB,
ADD COLUMN     "endsAt" TIMESTAMP(3),
ADD COLUMN     "offerId" TEXT,
ADD COLUMN     "product" TEXT,
ADD COLUMN     "startsAt" TIMESTAMP(3),
ADD COLUMN     "terms" JSONB,
ADD COLUMN     "title" TEXT,
ADD COLUMN     "travellers" JSONB,
ALTER COLUMN "propertyId" DROP NOT NULL;

-- Every quote is either of a catalogue property or of a supplier offer.
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_property_or_offer" CHECK (("propertyId" IS NOT NULL) OR ("product" IS NOT NULL AND "offerId" IS NOT NULL));
