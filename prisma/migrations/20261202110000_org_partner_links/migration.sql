-- The partner sites of the external products (all-inclusive, trips site, daily deals), per organisation
ALTER TABLE "Organization" ADD COLUMN "allInclusiveUrl" TEXT,
ADD COLUMN "tripsSiteUrl" TEXT,
ADD COLUMN "dailyDealsUrl" TEXT;
