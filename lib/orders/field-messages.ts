/**
 * The API's field reasons are English sentences (the contract of SPEC and docs/api.md: `{ path, message }`). The
 * supplier checkouts show them beside the visitor's inputs, so each known sentence is matched here and said again in
 * the page's language from the `Checkout.fieldErrors` catalogue, with the numbers and names it carries; a sentence
 * not listed (a new rule, zod's own wording) is shown as the server wrote it rather than not at all.
 */

type Rule = { pattern: RegExp; key: string; values?: Record<string, string> };

/** Airlines' passenger types as lib/suppliers/flights/passenger-check.ts words them. */
const TYPES = { adult: "an adult \\(12 or over\\)", child: "a child \\(2 to 11\\)", infant: "an infant \\(under 2\\)" } as const;

const exact = (text: string, key: string): Rule => ({ pattern: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), key });

export const FIELD_RULES: readonly Rule[] = [
  // Names, contact and card (lib/booking/schemas.ts, lib/suppliers/*/travellers.ts, lib/orders/place-order.ts).
  exact("Please Select Title", "chooseTitle"),
  exact("Choose a title", "chooseTitle"),
  exact("A child's title can be Miss, Mx or none", "childTitle"),
  exact("Please Enter First Name", "enterFirstName"),
  exact("Please Enter Last Name", "enterLastName"),
  exact("Enter the driver's first name", "enterFirstName"),
  exact("Enter the driver's last name", "enterLastName"),
  exact("Enter the name as in the passport", "nameAsPassport"),
  exact("Use letters, spaces, apostrophes and hyphens only", "nameLetters"),
  exact("Use letters, spaces, hyphens and apostrophes", "nameLetters"),
  { pattern: /^The (first|last) name may contain letters, spaces, apostrophes and hyphens only$/, key: "nameLetters" },
  exact("Use 1–20 Latin letters, as printed in the passport", "latinName"),
  { pattern: /^Use at most (?<max>\d+) characters$/, key: "atMost" },
  exact("Invalid Mail", "invalidEmail"),
  exact("Enter a valid e-mail address", "invalidEmail"),
  exact("Phone number may contain digits only", "phoneDigits"),
  { pattern: /^Phone number may contain digits only \((?<min>\d+) to (?<max>\d+)\)$/, key: "phoneDigitsRange" },
  exact("Enter a phone number with its country code", "phoneWithCountry"),
  exact("Please enter the name on the card", "cardName"),
  exact("Please enter the card number", "cardNumber"),
  exact("Please enter the expiry date as MM/YY", "cardExpiry"),
  exact("Please enter the card's security code", "cardCvc"),
  exact("Please enter your card details", "cardDetails"),
  { pattern: /^The earliest check-in date is (?<date>[\d-]+)$/, key: "earliestCheckin" },
  // Dates.
  exact("Enter the date of birth as YYYY-MM-DD", "dateFormat"),
  exact("Use a date as YYYY-MM-DD", "dateFormat"),
  exact("Use a date like 2027-01-31", "dateFormat"),
  exact("Use a real date", "realDate"),
  exact("Use a date in the past", "datePast"),
  exact("Enter a date of birth in the past", "datePast"),
  exact("Use a date after 1900", "dateAfter1900"),
  // Passports and nationality.
  exact("Choose a nationality", "chooseNationality"),
  exact("Choose a country", "chooseCountry"),
  exact("Choose the country that issued the passport", "choosePassportCountry"),
  exact("Choose the gender in the passport", "chooseGender"),
  { pattern: /^Use (?<min>\d+)–(?<max>\d+) letters and digits$/, key: "passportNumberRange" },
  { pattern: /^Use the passport number: (?<min>\d+) to (?<max>\d+) letters and digits$/, key: "passportNumberRange" },
  exact("The passport has expired", "passportExpired"),
  exact("Give the passport's expiry date", "passportExpiry"),
  exact("Give the passport number", "passportNumber"),
  exact("Give the passport's number, expiry date and country together", "passportTogether"),
  exact("This trip needs each passport", "passportNeeded"),
  // Flight passengers (lib/suppliers/flights/travellers.ts, passenger-check.ts).
  exact("Choose adult, child or infant", "choosePassengerType"),
  exact("Add the passengers", "addPassengers"),
  exact("At least one passenger must be an adult", "oneAdult"),
  exact("Each infant travels on an adult's lap: no more infants than adults", "infantsPerAdult"),
  exact("At most 9 passengers with a seat", "maxSeated"),
  { pattern: /^This fare is for (?<count>\d+) passengers: give each of them$/, key: "passengerCount" },
  ...Object.entries(TYPES).flatMap(([type, words]): Rule[] => [
    { pattern: new RegExp(`^Passenger (?<n>\\d+) was priced as ${words}$`), key: "pricedAs", values: { type } },
    { pattern: new RegExp(`^Passenger (?<n>\\d+) must be ${words} on every flight of the trip$`), key: "mustBe", values: { type } },
  ]),
  { pattern: /^This trip is international: give passenger (?<n>\d+)'s passport number$/, key: "internationalPassport" },
  { pattern: /^Give the expiry date of passenger (?<n>\d+)'s passport$/, key: "passengerPassportExpiry" },
  { pattern: /^Passenger (?<n>\d+)'s passport must be valid beyond the last flight$/, key: "passportValidBeyond" },
  { pattern: /^Give (?<adults>\d+) adults and (?<children>\d+) children, as searched$/, key: "packageParty" },
  // Cars, cruises, transfers.
  exact("Enter a flight number like BA 117", "flightNumber"),
  exact("A flight number is an airline code and 1 to 4 digits, e.g. AF1234", "flightNumber"),
  exact("Choose the driver's age range", "chooseAgeRange"),
  // A car's extras (lib/suppliers/cars/extras.ts).
  exact("This extra is not offered with this car. Please choose from the list.", "extraNotOffered"),
  exact("Each extra can be chosen once: set how many you need instead.", "extraTwice"),
  { pattern: /^Choose at most (?<max>\d+) of this extra\.$/, key: "extraMax" },
  exact("The driver's age on the pick-up day must be within the age range searched for", "driverAge"),
  exact("Give the main driver's details", "driverDetails"),
  exact("Add the guests of the cabin", "addGuests"),
  { pattern: /^A cabin takes at most (?<max>\d+) guests$/, key: "cabinMax" },
  { pattern: /^This guest was booked as a child of (?<age>\d+) on the day of sailing$/, key: "cabinChildAge" },
  { pattern: /^This guest was booked as an adult: (?<age>\d+) or older on the day of sailing$/, key: "cabinAdultAge" },
  { pattern: /^Every guest must be at least (?<months>\d+) months old on the day of sailing$/, key: "cabinMinAge" },
  { pattern: /^One guest in the cabin must be (?<age>\d+) or older on the day of sailing$/, key: "cabinLeadAge" },
  // The wallet (lib/wallet/schemas.ts).
  exact("Choose one certificate", "oneCertificate"),
  exact("A certificate and a discount card cannot be combined", "certificateOrCard"),
  // The form's own answer above the fields: the card, the supplier (lib/orders/place-order.ts, book-supplier-item.ts).
  exact("Your card was declined. Please use another card.", "cardDeclined"),
  exact("Your card was declined for insufficient funds. Please use another card.", "insufficientFunds"),
  exact("This card has expired.", "cardExpired"),
  exact("Please check the card number and security code.", "invalidCard"),
  exact("The payment could not be processed. Please try again.", "paymentFailed"),
  exact("This booking is still being processed. Please try again in a minute.", "stillProcessing"),
  exact("Sorry, this offer is no longer available. Nothing was charged.", "soldOut"),
  exact("Sorry, this room is no longer available for your dates. Nothing was charged.", "roomGone"),
  exact("The price has changed since you chose this offer. Please check the new price and book again.", "priceChanged"),
];

type Translate = (key: string, values: Record<string, string>) => string;

/** `message` in the page's language when it is a known field reason; as the server wrote it otherwise. */
export function fieldMessage(t: Translate, message: string): string {
  for (const rule of FIELD_RULES) {
    const match = rule.pattern.exec(message);
    if (match) return t(rule.key, { ...match.groups, ...rule.values });
  }
  return message;
}
