-- Hosted card entry (issue #50): a payment can be a checkout on the provider's page that is still open, or one that
-- closed unpaid. The checkout's id is kept to settle it from the return, the webhook or the sweep.
ALTER TYPE "PaymentStatus" ADD VALUE 'OPEN';
ALTER TYPE "PaymentStatus" ADD VALUE 'ABANDONED';

ALTER TABLE "Payment" ADD COLUMN "checkoutRef" TEXT,
ADD COLUMN "checkoutUrl" TEXT,
ADD COLUMN "returnPath" TEXT,
ADD COLUMN "returnAfterPaying" BOOLEAN NOT NULL DEFAULT false;

CREATE UNIQUE INDEX "Payment_checkoutRef_key" ON "Payment"("checkoutRef");
