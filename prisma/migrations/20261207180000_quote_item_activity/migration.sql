-- An agent's itinerary can hold a catalogue activity: the slot its item was priced for (issue 53 item 6).
ALTER TABLE "QuoteItem" ADD COLUMN "activitySlotId" INTEGER;
ALTER TABLE "QuoteItem" ADD CONSTRAINT "QuoteItem_activitySlotId_fkey" FOREIGN KEY ("activitySlotId") REFERENCES "ActivitySlot"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An item is a catalogue room, a catalogue activity's slot, or a supplier's offer. A slot deleted later (SET NULL)
-- leaves its item naming its property only: booking it then answers that it is no longer available.
ALTER TABLE "QuoteItem" DROP CONSTRAINT "QuoteItem_room_or_offer";
ALTER TABLE "QuoteItem" ADD CONSTRAINT "QuoteItem_room_or_offer" CHECK (
  ("roomTypeId" IS NOT NULL AND "propertyId" IS NOT NULL)
  OR ("kind" = 'ACTIVITY' AND "propertyId" IS NOT NULL)
  OR ("product" IS NOT NULL AND "offerId" IS NOT NULL)
);
