-- Changing a stay's dates (issue 53 item 2): the order event, the refund of a lower price tied to the charge it gives
-- part of back, and the change a hosted checkout of a higher price makes once it is paid.
ALTER TYPE "OrderEventKind" ADD VALUE 'DATE_CHANGE';

ALTER TABLE "Payment" ADD COLUMN "refundOfId" INTEGER,
ADD COLUMN "change" JSONB;

ALTER TABLE "Payment" ADD CONSTRAINT "Payment_refundOfId_fkey" FOREIGN KEY ("refundOfId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
