-- Every write to a member's own records — their bookings, the bookings' items and payments, their cards and wallet
-- entries, travellers, travel profile, plans, password, referrals and the account itself — by any writer (a checkout,
-- a cancellation, the pay-later job, `npm run` scripts, psql) tells the web processes listening on "member_changed"
-- whose records they were (the payload is the user's id, or "*" for a TRUNCATE), so each drops what it keeps of that
-- member (lib/account/member-tags.ts: My Trips and the reservations call, the profile). PostgreSQL delivers the notices
-- when the writing transaction commits, one per member and transaction (identical notices are folded). An update that
-- moves a row to another member names both. The function bodies are E'' strings whose semicolons are written \073:
-- the migration runner of these machines splits scripts at every semicolon character. TG_ARGV[0] names the column
-- that holds the user's id, or the booking's or card's id for rows that belong to a member through one.
CREATE OR REPLACE FUNCTION notify_member_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''member_changed'', v.id) FROM (VALUES (to_jsonb(OLD) ->> TG_ARGV[0]), (to_jsonb(NEW) ->> TG_ARGV[0])) AS v(id) WHERE v.id IS NOT NULL\073 RETURN NULL\073 END';

CREATE OR REPLACE FUNCTION notify_member_of_reservation_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''member_changed'', r."userId"::text) FROM "Reservation" r WHERE r."userId" IS NOT NULL AND r.id IN ((to_jsonb(OLD) ->> TG_ARGV[0])::int, (to_jsonb(NEW) ->> TG_ARGV[0])::int)\073 RETURN NULL\073 END';

CREATE OR REPLACE FUNCTION notify_member_of_card_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''member_changed'', c."userId"::text) FROM "PaymentCard" c WHERE c.id IN ((to_jsonb(OLD) ->> TG_ARGV[0])::int, (to_jsonb(NEW) ->> TG_ARGV[0])::int)\073 RETURN NULL\073 END';

CREATE OR REPLACE FUNCTION notify_all_members_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''member_changed'', ''*'')\073 RETURN NULL\073 END';

CREATE TRIGGER "User_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('id');
CREATE TRIGGER "Reservation_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "Reservation"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('userId');
CREATE TRIGGER "OrderItem_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "OrderItem"
  FOR EACH ROW EXECUTE FUNCTION notify_member_of_reservation_changed('reservationId');
CREATE TRIGGER "Payment_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "Payment"
  FOR EACH ROW EXECUTE FUNCTION notify_member_of_reservation_changed('reservationId');
CREATE TRIGGER "PaymentCard_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "PaymentCard"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('userId');
CREATE TRIGGER "WalletLedger_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "WalletLedger"
  FOR EACH ROW EXECUTE FUNCTION notify_member_of_card_changed('cardId');
CREATE TRIGGER "Traveler_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "Traveler"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('userId');
CREATE TRIGGER "TravelProfile_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "TravelProfile"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('userId');
CREATE TRIGGER "Subscription_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "Subscription"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('userId');
CREATE TRIGGER "PasswordCredential_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "PasswordCredential"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('userId');
CREATE TRIGGER "Referral_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "Referral"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('referrerId');
CREATE TRIGGER "ReferralCredit_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "ReferralCredit"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('referrerId');

CREATE TRIGGER "User_notify_members_truncated" AFTER TRUNCATE ON "User" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "Reservation_notify_members_truncated" AFTER TRUNCATE ON "Reservation" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "OrderItem_notify_members_truncated" AFTER TRUNCATE ON "OrderItem" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "Payment_notify_members_truncated" AFTER TRUNCATE ON "Payment" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "PaymentCard_notify_members_truncated" AFTER TRUNCATE ON "PaymentCard" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "WalletLedger_notify_members_truncated" AFTER TRUNCATE ON "WalletLedger" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "Traveler_notify_members_truncated" AFTER TRUNCATE ON "Traveler" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "TravelProfile_notify_members_truncated" AFTER TRUNCATE ON "TravelProfile" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "Subscription_notify_members_truncated" AFTER TRUNCATE ON "Subscription" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "PasswordCredential_notify_members_truncated" AFTER TRUNCATE ON "PasswordCredential" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "Referral_notify_members_truncated" AFTER TRUNCATE ON "Referral" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
CREATE TRIGGER "ReferralCredit_notify_members_truncated" AFTER TRUNCATE ON "ReferralCredit" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
