-- Every write to a rate or a currency (npm run rates:import, the seed, psql) tells the web processes listening on
-- "rates_changed" to expire the rates, currencies and prices they keep (lib/events/feed.ts, lib/cache/seam.ts), so a
-- rate import shows in every process within moments instead of after RATES_CACHE_TTL. PostgreSQL delivers the
-- notification when the writing transaction commits, once per transaction.
-- The function body is an escape string whose semicolons are written \073: the migration runner of these machines splits
-- scripts at every semicolon character.
CREATE OR REPLACE FUNCTION notify_rates_changed() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''rates_changed'', TG_TABLE_NAME)\073 RETURN NULL\073 END';

CREATE TRIGGER "CurrencyRate_notify_rates_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CurrencyRate"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rates_changed();

CREATE TRIGGER "Currency_notify_rates_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Currency"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rates_changed();
