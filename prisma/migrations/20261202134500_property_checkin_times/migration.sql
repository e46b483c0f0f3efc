-- The times a stay starts and ends at the property, local to it (HH:MM), shown on the confirmation and the trip page
ALTER TABLE "Property" ADD COLUMN "checkInTime" TEXT NOT NULL DEFAULT '15:00';
ALTER TABLE "Property" ADD COLUMN "checkOutTime" TEXT NOT NULL DEFAULT '11:00';
