-- Seats are no longer chosen after booking: Duffel sells seats only when an order is created, so the SEATS_CHOSEN
-- event (20261208090000_seats_chosen) could only ever be written against the local stand-in. Its rows go with it —
-- they record seats no airline gave — and the type is made again without the value (PostgreSQL cannot drop one).
DELETE FROM "OrderEvent" WHERE "kind" = 'SEATS_CHOSEN';

ALTER TYPE "OrderEventKind" RENAME TO "OrderEventKind_old";
CREATE TYPE "OrderEventKind" AS ENUM ('CONFIRMED', 'CANCELLED', 'NAME_CORRECTED', 'DATE_CHANGE', 'BAGS_ADDED', 'FLIGHT_CHANGED');
ALTER TABLE "OrderEvent" ALTER COLUMN "kind" TYPE "OrderEventKind" USING ("kind"::text::"OrderEventKind");
DROP TYPE "OrderEventKind_old";
