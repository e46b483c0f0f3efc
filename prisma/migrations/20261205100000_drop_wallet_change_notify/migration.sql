-- A member's cards are kept like the rest of their records, expired by the "member_changed" notice that every write
-- to PaymentCard already sends with its member's id (migration member_change_notify). The coarser "wallet_changed"
-- notice, which expired every member's cards at once, has no listener any more.
DROP TRIGGER IF EXISTS "PaymentCard_notify_wallet_changed" ON "PaymentCard";
DROP FUNCTION IF EXISTS notify_wallet_changed();
