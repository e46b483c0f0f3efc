-- Every write to a member's cards (a checkout's redemption, a refund, a certificate issued, `npm run wallet`, psql)
-- tells the web processes listening on "wallet_changed" to drop the cards they keep for the search results' wallet
-- line (lib/wallet/cards-cache.ts, issue #17). PostgreSQL delivers it when the writing transaction commits, once per
-- transaction. The function body is an E'' string whose semicolons are written \073: the migration runner of these
-- machines splits scripts at every semicolon character.
CREATE OR REPLACE FUNCTION notify_wallet_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''wallet_changed'', TG_TABLE_NAME)\073 RETURN NULL\073 END';

CREATE TRIGGER "PaymentCard_notify_wallet_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PaymentCard"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_wallet_changed();
