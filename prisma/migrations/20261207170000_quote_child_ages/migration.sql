-- An agent's stay quote (and an itinerary's stay) names each child's age, as the site's own stay bookings do.
ALTER TABLE "Quote" ADD COLUMN "childAges" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
ALTER TABLE "QuoteItem" ADD COLUMN "childAges" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
