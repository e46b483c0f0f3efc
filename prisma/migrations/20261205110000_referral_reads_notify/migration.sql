-- A member's referral reads (their credits and what happened with their links) are kept per member, so what they
-- show announces the referrer on "member_changed" too: a link of theirs opened (ReferralClick), and a stay that earned
-- them credit changed (the friend's Reservation - cancelled, completed, moved - which otherwise names only the friend).
-- Function bodies are E'' strings whose semicolons are written \073 (the migration runner splits at every semicolon).
CREATE OR REPLACE FUNCTION notify_referrer_of_reservation_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''member_changed'', c."referrerId"::text) FROM "ReferralCredit" c WHERE c."reservationId" IN ((to_jsonb(OLD) ->> ''id'')::int, (to_jsonb(NEW) ->> ''id'')::int)\073 RETURN NULL\073 END';

CREATE TRIGGER "Reservation_notify_referrer_changed" AFTER UPDATE OR DELETE ON "Reservation"
  FOR EACH ROW EXECUTE FUNCTION notify_referrer_of_reservation_changed();
CREATE TRIGGER "ReferralClick_notify_member_changed" AFTER INSERT OR UPDATE OR DELETE ON "ReferralClick"
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('referrerId');
CREATE TRIGGER "ReferralClick_notify_members_truncated" AFTER TRUNCATE ON "ReferralClick" FOR EACH STATEMENT EXECUTE FUNCTION notify_all_members_changed();
