-- The airline's booking reference (PNR) of a flight item, shown to travellers instead of the supplier's order id (issue 53).
ALTER TABLE "OrderItem" ADD COLUMN "bookingRef" TEXT;
