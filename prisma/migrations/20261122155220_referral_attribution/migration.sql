-- Referral attribution: the click that brought a member, the sign-up's device and address (fraud checks), and the
-- signed-in visitor of a click (opening one's own link).
-- AlterTable
ALTER TABLE "Referral" ADD COLUMN     "clickId" INTEGER,
ADD COLUMN     "deviceId" TEXT,
ADD COLUMN     "ip" TEXT;

-- AlterTable
ALTER TABLE "ReferralClick" ADD COLUMN     "visitorId" INTEGER;

-- CreateIndex
CREATE INDEX "Referral_deviceId_idx" ON "Referral"("deviceId");
