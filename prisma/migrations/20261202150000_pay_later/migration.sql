-- Pay later: the order keeps what is still to be charged and the day it is charged, the payment keeps the provider
-- reference of the kept card, when the job last asked the provider and why a charge failed
ALTER TYPE "PaymentStatus" ADD VALUE 'DUE';
ALTER TYPE "PaymentStatus" ADD VALUE 'CHARGING';
ALTER TYPE "PaymentStatus" ADD VALUE 'RELEASED';

ALTER TABLE "Reservation" ADD COLUMN "amountDueMinor" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "dueOn" DATE;

ALTER TABLE "Payment" ADD COLUMN "methodRef" TEXT,
ADD COLUMN "attemptedAt" TIMESTAMP(3),
ADD COLUMN "failure" TEXT;

CREATE INDEX "Payment_status_reservationId_idx" ON "Payment"("status", "reservationId");
