-- Changing a booking (issue 53 item 2): every change to an order after it is placed is one event, read by the trip
-- page's "Changes" and named in the change e-mails.
CREATE TYPE "OrderEventKind" AS ENUM ('CONFIRMED', 'CANCELLED', 'NAME_CORRECTED');

CREATE TYPE "OrderActor" AS ENUM ('MEMBER', 'GUEST', 'AGENT', 'SYSTEM');

CREATE TABLE "OrderEvent" (
    "id" SERIAL NOT NULL,
    "reservationId" INTEGER NOT NULL,
    "kind" "OrderEventKind" NOT NULL,
    "actor" "OrderActor" NOT NULL,
    "actorUserId" INTEGER,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "OrderEvent_reservationId_id_idx" ON "OrderEvent"("reservationId", "id");

ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_reservationId_fkey" FOREIGN KEY ("reservationId") REFERENCES "Reservation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
