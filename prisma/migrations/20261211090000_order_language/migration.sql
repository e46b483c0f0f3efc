-- The language an order was placed in: a guest has no saved language, and their e-mails were written in the
-- organisation's default language whatever language they booked in. Older orders keep NULL (the old behaviour).
ALTER TABLE "Reservation" ADD COLUMN "languageCode" TEXT;
