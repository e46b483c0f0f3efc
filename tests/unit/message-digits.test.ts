import { createTranslator } from "use-intl";
import ar from "@/messages/ar-SA.json";
import en from "@/messages/en-US.json";

/**
 * An Arabic page writes its numbers in Arabic-Indic digits, as `Intl` does for its prices, dates and plural counts
 * (`ar-SA`): a number passed into a message is formatted by the message (`{n, number}`; a plain `{n}` is printed as
 * the JavaScript string, "2" beside "٣ ليالٍ" on one card), and the quantities written into the Arabic sentences use
 * the same digits. Codes and examples a visitor types stay as typed.
 */

type Tree = { [key: string]: unknown };

/** The messages that are given numbers, and which of their arguments are numbers. */
const NUMERIC_ARGUMENTS: Record<string, string[]> = {
  "Footer.rights": ["year"],
  "Search.errors.tooManyNights": ["max"],
  "Checkout.policyItemShare": ["percent"],
  "Checkout.fieldErrors.atMost": ["max"],
  "Checkout.fieldErrors.phoneDigitsRange": ["min", "max"],
  "Checkout.fieldErrors.passportNumberRange": ["min", "max"],
  "Checkout.fieldErrors.passengerCount": ["count"],
  "Checkout.fieldErrors.pricedAs": ["n"],
  "Checkout.fieldErrors.mustBe": ["n"],
  "Checkout.fieldErrors.internationalPassport": ["n"],
  "Checkout.fieldErrors.passengerPassportExpiry": ["n"],
  "Checkout.fieldErrors.passportValidBeyond": ["n"],
  "Checkout.fieldErrors.packageParty": ["adults", "children"],
  "Checkout.fieldErrors.cabinMax": ["max"],
  "Results.saving": ["percent"],
  "Results.pageOf": ["page", "pages"],
  "Results.nearPlace": ["km"],
  "Results.filterCount": ["count"],
  "Details.photo": ["n"],
  "Details.sleeps": ["count"],
  "Referral.pageOf": ["page", "pages"],
  "Cruises.cardTitle": ["nights"],
  "Cruises.cabinFacts": ["guests", "size", "decks"],
  "Cruises.shipFacts": ["built", "tonnage", "guests", "decks"],
  "Cruises.refunds.partial": ["percent"],
  "Cruises.checkout.guestsHint": ["age"],
  "Cruises.checkout.guest": ["n"],
  "Transfers.summaryFiltered": ["shown", "count"],
  "Transfers.durationHours": ["hours", "minutes"],
  "Transfers.distance": ["km"],
  "Transfers.partialRefund": ["percent"],
  "Transfers.errors.hotelTooFar": ["km"],
  "Cars.errors.tooLong": ["max"],
  "Cars.results.filtered": ["count", "found"],
  "Cars.results.pageOf": ["page", "pages"],
  "Flights.card.duration": ["hours", "minutes"],
  "Flights.card.layover": ["hours", "minutes"],
  "Flights.results.pageOf": ["page", "pages"],
  "Flights.summary.duration": ["hours", "minutes"],
  "Flights.passengers.legend": ["number"],
  "Packages.results.pageOf": ["page", "pages"],
  "Packages.results.duration": ["hours", "minutes"],
  "Packages.results.ruleNote": ["percent"],
  "Packages.checkout.discount": ["percent"],
  "Packages.checkout.adult": ["n"],
  "Packages.checkout.child": ["n"],
};

/** Arabic messages whose Latin digits are what the visitor types or reads off something else, and why. */
const TYPED_AS_WRITTEN: Record<string, string> = {
  "ManageBooking.referenceInvalid": "a booking reference as printed on the confirmation (TS-AB23CD45)",
  "Checkout.sandboxHint": "the test card's number, typed into the card field",
  "Checkout.fieldErrors.flightNumber": "a flight number as printed on the ticket (BA 117)",
  "Transfers.flightPlaceholder": "a flight number as printed on the ticket (AF1234)",
  "Transfers.errors.invalidFlight": "a flight number as printed on the ticket (AF1234)",
  "Transfers.errors.invalidTime": "the clock times the time field takes (00:00, 23:59)",
  "Cars.driver.phoneHint": "a phone number as dialled (+966 11 234 5678)",
};

/** Arguments that are years: written without grouping (`::group-off`). */
const YEARS = new Set(["built", "year"]);
const ASCII_DIGIT = /[0-9]/;
const ARABIC_INDIC_DIGIT = /[٠-٩]/;

function messages(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : messages(value as Tree, `${prefix}${key}.`),
  );
}

/** A message's own words: the text outside its arguments, branch texts included (ICU nests text at even depths). */
function prose(message: string): string {
  let depth = 0;
  let text = "";
  for (const ch of message) {
    if (ch === "{") depth += 1;
    else if (ch === "}") depth -= 1;
    else if (depth % 2 === 0) text += ch;
  }
  return text;
}

function render(locale: "ar-SA" | "en-US", key: string, numbers: string[]): string {
  const t = createTranslator({ locale, messages: (locale === "ar-SA" ? ar : en) as never });
  const values: Record<string, string | number> = {
    name: "N",
    date: "D",
    type: "adult",
    ship: "S",
    place: "P",
    amount: "A",
    airport: "LHR",
    own: "O",
    org: "TravelSaver",
  };
  for (const name of numbers) values[name] = YEARS.has(name) ? 1998 : 1234;
  return t(key as never, values as never);
}

describe("numbers on an Arabic page are written in Arabic-Indic digits (messages/ar-SA.json)", () => {
  it.each(Object.entries(NUMERIC_ARGUMENTS))("%s formats the numbers it is given", (key, numbers) => {
    const arabic = render("ar-SA", key, numbers);
    expect(arabic).not.toMatch(ASCII_DIGIT);
    expect(arabic).toMatch(ARABIC_INDIC_DIGIT);
    // The same message in English keeps its digits, grouped as English writes them (a year is not grouped).
    expect(render("en-US", key, numbers)).toMatch(numbers.some((n) => YEARS.has(n)) ? /1998/ : /1,234/);
  });

  it("has no Latin digit in the words of an Arabic message but in codes and examples typed as written", () => {
    const latin = messages(ar as Tree)
      .filter(([key, message]) => !(key in TYPED_AS_WRITTEN) && ASCII_DIGIT.test(prose(message)))
      .map(([key, message]) => `${key}: ${message}`);
    expect(latin).toEqual([]);
  });

  it("names only messages that exist and still have Latin digits as exceptions", () => {
    const all = new Map(messages(ar as Tree));
    for (const key of Object.keys(TYPED_AS_WRITTEN)) expect([key, ASCII_DIGIT.test(prose(all.get(key) ?? ""))]).toEqual([key, true]);
  });
});
