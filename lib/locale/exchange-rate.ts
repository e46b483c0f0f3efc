import { AppError } from "@/lib/errors";
import { crossRate, UnknownCurrencyError } from "./convert";
import { rateSnapshot } from "./rates";

export type Roe = { currency: string; rate: number };
export type ExchangeRateAnswer = { fromCurrency: string; toCurrency: string; roeRate: number; roes?: Roe[] };

type Field = "fromCurrency" | "toCurrency";

/**
 * SPEC §7 getCurrencyRate: `roeRate` is how many `toCurrency` one `fromCurrency` buys (via USD); with `all`, `roes`
 * lists every active currency's rate relative to `fromCurrency` — the client asks from USD, so those are the SPEC §3
 * currency rates. Codes arrive upper-cased; an unknown one is a 400 naming its field. Rates are JSON numbers with at
 * most 10 decimals, the precision of CurrencyRate.rate.
 */
export async function getExchangeRate(input: { fromCurrency: string; toCurrency: string; all?: boolean }): Promise<ExchangeRateAnswer> {
  const { rates } = await rateSnapshot();
  const { fromCurrency, toCurrency } = input;
  const unknown = (["fromCurrency", "toCurrency"] as const).filter((field) => !rates.has(input[field]));
  if (unknown.length) throw unknownCurrency(unknown);
  try {
    const rate = (to: string) => Number(crossRate(fromCurrency, to, rates, 10));
    const answer: ExchangeRateAnswer = { fromCurrency, toCurrency, roeRate: rate(toCurrency) };
    if (input.all) answer.roes = [...rates.keys()].sort().map((currency) => ({ currency, rate: rate(currency) }));
    return answer;
  } catch (error) {
    if (error instanceof UnknownCurrencyError) throw unknownCurrency([error.currency === fromCurrency ? "fromCurrency" : "toCurrency"]);
    throw error;
  }
}

function unknownCurrency(fields: readonly Field[]): AppError {
  return new AppError("VALIDATION_FAILED", undefined, { fields: fields.map((path) => ({ path, message: "Unknown currency" })) });
}
