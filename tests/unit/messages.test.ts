import { createTranslator } from "use-intl";
import { loadMessages } from "@/i18n/messages";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/locale/locales";
import ar from "@/messages/ar-SA.json";
import de from "@/messages/de-DE.json";
import en from "@/messages/en-US.json";
import es from "@/messages/es-ES.json";
import fr from "@/messages/fr-FR.json";
import pt from "@/messages/pt-BR.json";

type Tree = { [key: string]: unknown };

const CATALOGUES: Record<Exclude<Locale, "en-US">, Tree> = {
  "es-ES": es,
  "fr-FR": fr,
  "de-DE": de,
  "pt-BR": pt,
  "ar-SA": ar,
};

/**
 * The only values allowed to stay word-for-word the English text. Everything else must be translated.
 * Keep it short; every entry is keyed by locale and key path and says why the English form is correct there.
 */
const SAME_AS_ENGLISH: Record<string, Record<string, string>> = {
  "de-DE": {
    "Packages.swap.more": "Only the sign and the amount, written alike in every language here (an Arabic page says it in words)",
    "Packages.swap.less": "Only the sign and the amount, written alike in every language here (an Arabic page says it in words)",
    "Flights.summary.fares.flex": "Fare brands are the airline's own names, printed in English on German booking sites (Lufthansa 'Flex')",
    "Flights.summary.fares.light": "Fare brands are the airline's own names, printed in English on German booking sites (Lufthansa 'Light')",
    "Flights.summary.fares.standard": "'Standard' is the German word (Duden: der Standard) and Lufthansa's fare name",
    "Rooms.penthouse": "'Penthouse' is the German word (Duden: das Penthouse)",
    "Titles.mx": "'Mx' is written as in English: the gender-neutral title has no German word of its own",
    "Nav.products.hotel": "'Hotels' is the German plural of das Hotel",
    "Nav.products.resorts": "'Resorts' is the standard German travel term (Duden: das Resort)",
    "Search.destinationKinds.region": "'Region' is the German word for a region (Duden: die Region), as Booking.com labels it",
    "Nav.products.transfers": "'Transfers' is the German plural of der Transfer, the usual label on German travel sites",
    "Mailbox.status": "'Status' is the German word",
    "Results.inPlace": "'in' is the German preposition too ('in Paris')",
    "Cruises.regions.ALA": "'Alaska' is the German name of the region",
    "Cruises.cabins.suite": "'Suite' is the German word (die Suite), the category name on German cruise sites",
    "Cars.extras.title": "'Extras' is the German plural of das Extra (Duden), the label of German car-rental checkouts",
    "Cars.extras.total": "'Extras' is the German plural of das Extra (Duden), the label of German car-rental checkouts",
    "Trip.carExtras": "'Extras' is the German plural of das Extra (Duden), the label of German car-rental checkouts",
    "Trip.carExtraLine": "Only the extra's name, how many and what they cost, with the signs every language here writes alike",
    "Trip.carExtraCount": "Only the extra's name and how many, with the sign every language here writes alike",
    "Results.types.hotel": "'Hotel' is the German word (das Hotel)",
    "Results.types.resort": "'Resort' is the standard German travel term (Duden: das Resort)",
    "Results.types.villa": "'Villa' is the German word (die Villa)",
    "Results.types.chalet": "'Chalet' is the German word (Duden: das Chalet)",
  },
  "es-ES": {
    "Packages.swap.more": "Only the sign and the amount, written alike in every language here (an Arabic page says it in words)",
    "Packages.swap.less": "Only the sign and the amount, written alike in every language here (an Arabic page says it in words)",
    "Titles.mx": "'Mx' is written as in English: the gender-neutral title has no Spanish word of its own",
    "Cruises.regions.ALA": "'Alaska' is the Spanish name of the region",
    "Cruises.regions.ASI": "'Asia' is the Spanish name of the continent",
    "Cruises.cabins.suite": "'Suite' is the cabin category on Spanish cruise sites (DLE: suite)",
    "Cars.extras.title": "'Extras' is the Spanish plural of extra (DLE), the label of Spanish car-rental checkouts",
    "Cars.extras.total": "'Extras' is the Spanish plural of extra (DLE), the label of Spanish car-rental checkouts",
    "Trip.carExtras": "'Extras' is the Spanish plural of extra (DLE), the label of Spanish car-rental checkouts",
    "Trip.carExtraLine": "Only the extra's name, how many and what they cost, with the signs every language here writes alike",
    "Trip.carExtraCount": "Only the extra's name and how many, with the sign every language here writes alike",
    "Results.types.hotel": "'Hotel' is the Spanish word (DLE: hotel)",
    "Results.types.resort": "'Resort' is the term Spanish travel sites use for the property type",
    "Results.types.villa": "'Villa' is the Spanish word (DLE: villa)",
  },
  "fr-FR": {
    "Trip.carExtraCount": "Only the extra's name and how many, with the sign every language here writes alike",
    "Packages.swap.more": "Only the sign and the amount, written alike in every language here (an Arabic page says it in words)",
    "Packages.swap.less": "Only the sign and the amount, written alike in every language here (an Arabic page says it in words)",
    "Flights.summary.fares.flex": "Fare brands are the airline's own names, kept in English on French booking sites (Air France 'Flex')",
    "Flights.summary.fares.light": "Fare brands are the airline's own names, kept in English on French booking sites (Air France 'Light')",
    "Flights.summary.fares.standard": "'Standard' is the French word (Larousse: standard) and Air France's fare name",
    "Rooms.penthouse": "'Penthouse' is the French word (Larousse: penthouse)",
    "Titles.mx": "'Mx' is written as in English: the gender-neutral title has no French word of its own",
    "DatePicker.dates": "'Dates' is the French plural of la date, the label of French booking forms",
    "Search.participants": "'Participants' is the French word (le participant), the label of French activity-booking forms",
    "Checkout.participants": "'participant(s)' is the French word (le participant)",
    "Results.participants": "'participant(s)' is the French word (le participant)",
    "Trip.participants": "'participant(s)' is the French word (le participant)",
    "Trips.participants": "'participant(s)' is the French word (le participant)",
    "Search.destination": "'Destination' is the French word",
    "Cruises.regions.ALA": "'Alaska' is the French name of the region",
    "Cruises.cabins.suite": "'Suite' is the French word (la suite), the category name on French cruise sites",
    "Cruises.itinerary.date": "'Date' is the French word (la date)",
    "UserMenu.promotions": "'Promotions' is the French word (la promotion), the menu label of French shops and travel sites",
    "Results.types.villa": "'Villa' is the French word (la villa)",
    "Results.types.chalet": "'Chalet' is the French word (le chalet)",
  },
  "pt-BR": {
    "Packages.swap.more": "Only the sign and the amount, written alike in every language here (an Arabic page says it in words)",
    "Packages.swap.less": "Only the sign and the amount, written alike in every language here (an Arabic page says it in words)",
    "Flights.summary.fares.light": "Fare brands are the airline's own names, kept in English on Brazilian booking sites ('Light')",
    "Titles.mx": "'Mx' is written as in English: the gender-neutral title has no Portuguese word of its own",
    "Nav.products.resorts": "'Resorts' is the term Brazilian travel sites use (resort is in Portuguese dictionaries)",
    "Trip.carExtraLine": "Only the extra's name, how many and what they cost, with the signs every language here writes alike",
    "Trip.carExtraCount": "Only the extra's name and how many, with the sign every language here writes alike",
    "Results.types.hotel": "'Hotel' is the Portuguese word (o hotel)",
    "Results.types.resort": "'Resort' is the term Brazilian travel sites use (resort is in Portuguese dictionaries)",
  },
  "ar-SA": {
    "Trip.carExtraLine": "Only the extra's name, how many and what they cost, with the signs every language here writes alike",
    "Trip.carExtraCount": "Only the extra's name and how many, with the sign every language here writes alike",
  },
};

/** Key path → value for every leaf; anything that is not a plain object counts as a leaf. */
function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [p, v] of flatten(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

type Shape = { args: Map<string, string>; openTags: string[]; closeTags: string[] };

/**
 * A small ICU MessageFormat reader: the argument names with their types (also those nested in plural/select
 * branches) and the rich-text tags. Quoting follows ICU: '' is an apostrophe, a ' before { } # | < quotes text.
 * Throws on unbalanced braces so a broken translation fails here rather than on the page.
 */
function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Map(), openTags: [], closeTags: [] };
  let i = 0;
  const ws = () => {
    while (i < message.length && /\s/.test(message[i]!)) i++;
  };
  const word = () => {
    const start = i;
    while (i < message.length && !/[\s,{}]/.test(message[i]!)) i++;
    return message.slice(start, i);
  };
  const expect = (ch: string) => {
    if (message[i] !== ch) throw new Error(`expected '${ch}' at ${i} in ${JSON.stringify(message)}`);
    i++;
  };
  const skipStyle = () => {
    let depth = 0;
    while (i < message.length) {
      const ch = message[i]!;
      if (ch === "{") depth++;
      else if (ch === "}") {
        if (depth === 0) return;
        depth--;
      }
      i++;
    }
  };
  const argument = () => {
    expect("{");
    ws();
    const name = word();
    if (!name) throw new Error(`empty argument at ${i} in ${JSON.stringify(message)}`);
    ws();
    let type = "string";
    if (message[i] === ",") {
      i++;
      ws();
      type = word();
      ws();
      if (message[i] === ",") {
        i++;
        if (type === "plural" || type === "selectordinal" || type === "select") {
          for (;;) {
            ws();
            if (message[i] === "}") break;
            const selector = word();
            if (!selector) throw new Error(`missing selector at ${i} in ${JSON.stringify(message)}`);
            if (selector.startsWith("offset:")) continue;
            ws();
            expect("{");
            text(true);
            expect("}");
          }
        } else {
          skipStyle();
        }
      }
    }
    expect("}");
    const previous = shape.args.get(name);
    if (previous && previous !== type) throw new Error(`argument {${name}} used as ${previous} and ${type}`);
    shape.args.set(name, type);
  };
  const text = (nested: boolean) => {
    while (i < message.length) {
      const ch = message[i]!;
      if (ch === "'") {
        const next = message[i + 1];
        if (next === "'") i += 2;
        else if (next !== undefined && "{}#|<".includes(next)) {
          i += 1;
          while (i < message.length) {
            if (message[i] === "'" && message[i + 1] === "'") i += 2;
            else if (message[i] === "'") break;
            else i++;
          }
          i++;
        } else i++;
      } else if (ch === "{") {
        argument();
      } else if (ch === "}") {
        if (nested) return;
        throw new Error(`unbalanced '}' at ${i} in ${JSON.stringify(message)}`);
      } else if (ch === "<") {
        const tag = /^<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/.exec(message.slice(i));
        if (tag) {
          if (tag[1]) shape.closeTags.push(tag[2]!);
          else {
            shape.openTags.push(tag[2]!);
            if (tag[3]) shape.closeTags.push(tag[2]!);
          }
          i += tag[0].length;
        } else i++;
      } else i++;
    }
    if (nested) throw new Error(`unclosed '{' in ${JSON.stringify(message)}`);
  };
  text(false);
  return shape;
}

const sorted = (values: Iterable<string>) => [...values].sort();
const enFlat = flatten(en);
const enKeys = sorted(enFlat.keys());
const enString = (key: string) => enFlat.get(key) as string;

/** What is left of a message once arguments and tags are taken out: the words a reader sees. */
const visibleText = (message: string) => message.replace(/\{[^{}]*\}/g, "").replace(/<\/?[A-Za-z][\w-]*\s*\/?>/g, "");
const isAllCaps = (message: string) => {
  const t = visibleText(message);
  return /\p{Lu}/u.test(t) && t === t.toUpperCase();
};

/** Sample values: a marker string per argument (a number for plural/number), a wrapper per tag. */
function sampleValues(shape: Shape): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, type] of shape.args) {
    values[name] =
      type === "plural" || type === "selectordinal" || type === "number"
        ? 2
        : type === "date" || type === "time"
          ? new Date(Date.UTC(2026, 0, 15))
          : type === "select"
            ? "other"
            : `⟦${name}⟧`;
  }
  for (const tag of shape.openTags) values[tag] = (chunks: string) => `[${tag}]${chunks}[/${tag}]`;
  return values;
}

describe("en-US catalogue (the source every translation follows)", () => {
  it("has no empty values and every value is a well-formed ICU message", () => {
    const bad = enKeys.filter((key) => typeof enFlat.get(key) !== "string" || enString(key).trim() === "");
    expect(bad).toEqual([]);
    for (const key of enKeys) expect(() => shapeOf(enString(key))).not.toThrow();
  });

  it("a catalogue is tested here for every language the site offers", () => {
    expect(sorted(Object.keys(CATALOGUES))).toEqual(sorted(LOCALES.filter((l) => l !== DEFAULT_LOCALE)));
  });
});

describe.each(Object.entries(CATALOGUES))('%s — "switching language re-renders every string (no key shows untranslated)"', (locale, catalogue) => {
  const flat = flatten(catalogue);
  const allowed = SAME_AS_ENGLISH[locale] ?? {};

  it("has exactly the key paths of en-US (nothing missing, nothing extra)", () => {
    const keys = new Set(flat.keys());
    const missing = enKeys.filter((key) => !keys.has(key));
    const extra = sorted(keys).filter((key) => !enFlat.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("every value is a non-empty string", () => {
    const bad = sorted(flat.keys()).filter((key) => {
      const value = flat.get(key);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(bad).toEqual([]);
  });

  it("keeps every ICU argument of the English text (names and types), and adds none", () => {
    const problems: string[] = [];
    for (const key of enKeys) {
      const value = flat.get(key);
      if (typeof value !== "string") continue;
      let shape: Shape;
      try {
        shape = shapeOf(value);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
        continue;
      }
      const source = shapeOf(enString(key));
      for (const [name, type] of source.args) {
        if (!shape.args.has(name)) problems.push(`${key}: missing {${name}}`);
        else if (shape.args.get(name) !== type) problems.push(`${key}: {${name}} is ${shape.args.get(name)}, English has ${type}`);
      }
      for (const name of shape.args.keys()) if (!source.args.has(name)) problems.push(`${key}: unknown argument {${name}}`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps every rich-text tag of the English text, each opened and closed", () => {
    const problems: string[] = [];
    for (const key of enKeys) {
      const value = flat.get(key);
      if (typeof value !== "string") continue;
      const source = shapeOf(enString(key));
      let shape: Shape;
      try {
        shape = shapeOf(value);
      } catch {
        continue; // reported by the argument test
      }
      if (sorted(new Set(shape.openTags)).join() !== sorted(new Set(source.openTags)).join()) {
        problems.push(`${key}: tags <${sorted(new Set(shape.openTags)).join(">, <")}>, English has <${sorted(new Set(source.openTags)).join(">, <")}>`);
      }
      if (sorted(shape.openTags).join() !== sorted(shape.closeTags).join()) problems.push(`${key}: a tag is not closed`);
    }
    expect(problems).toEqual([]);
  });

  it("translates every value (identical to English only where SAME_AS_ENGLISH says why)", () => {
    const untranslated = enKeys.filter((key) => flat.get(key) === enString(key) && !(key in allowed));
    expect(untranslated).toEqual([]);
    // A stale allow-list entry hides nothing today but would hide tomorrow's untranslated value.
    const stale = Object.keys(allowed).filter((key) => flat.get(key) !== enString(key));
    expect(stale).toEqual([]);
  });

  it("ALL-CAPS English texts stay in capitals", () => {
    const lower = enKeys.filter((key) => {
      const value = flat.get(key);
      if (typeof value !== "string" || !isAllCaps(enString(key))) return false;
      const t = visibleText(value);
      return t !== t.toLocaleUpperCase(locale);
    });
    expect(lower).toEqual([]);
  });

  it("renders every key through next-intl with its arguments and tags, without errors", () => {
    const errors: string[] = [];
    const t = createTranslator({ locale: locale as Locale, messages: catalogue as never, onError: (error) => errors.push(error.message) });
    const markup = t.markup as unknown as (key: string, values: Record<string, unknown>) => string;
    for (const key of enKeys) {
      const shape = shapeOf(enString(key));
      const out = markup(key, sampleValues(shape));
      expect(out.trim()).not.toBe("");
      for (const [name, type] of shape.args) if (type === "string") expect(out).toContain(`⟦${name}⟧`);
      for (const tag of shape.openTags) expect(out).toMatch(new RegExp(`\\[${tag}\\][^[]+\\[/${tag}\\]`));
    }
    expect(errors).toEqual([]);
  });

  it("the site's loader needs no English fallback for this language", async () => {
    expect(await loadMessages(locale as Locale)).toEqual(catalogue);
  });
});

/**
 * An Arabic page writes its numbers in Arabic-Indic digits, as `Intl` does for its prices, dates and plural counts
 * (`ar-SA`): a number the code passes into a message is formatted by the message (`{n, number}`; a plain `{n}` is
 * printed as the JavaScript string, "2" beside "٣ ليالٍ" on one card), and the quantities written into the Arabic
 * sentences use the same digits. Codes and examples a visitor types stay as typed.
 */
describe("numbers in the page's digits", () => {
  /** The arguments the code passes numbers to (checked call by call); the test above holds every language to en-US's types. */
  const NUMERIC_ARGUMENTS: Record<string, string[]> = {
    "Footer.rights": ["year"],
    "Search.errors.tooManyNights": ["max"],
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
    "Cruises.cabinFacts": ["guests", "size"],
    "Cruises.deckRange": ["from", "to"],
    "Cruises.deckOne": ["deck"],
    "Cruises.shipFacts": ["built", "tonnage", "guests", "decks"],
    "Cruises.checkout.guestsHint": ["age"],
    "Cruises.checkout.guest": ["n"],
    "Transfers.summaryFiltered": ["shown", "count"],
    "Transfers.durationHours": ["hours", "minutes"],
    "Transfers.distance": ["km"],
    "Terms.nowShare": ["share"],
    "Terms.thenShare": ["share"],
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
    "Packages.results.ruleNote": ["percent"],
    "Packages.checkout.discount": ["percent"],
    "Search.errors.invalidChildren": ["max"],
    "Search.errors.invalidAges": ["max"],
    "Occupancy.roomName": ["number"],
    "Occupancy.childAge": ["number"],
  };
  /** Arabic messages whose Latin digits are what the visitor types or reads off something else, and why. */
  const TYPED_AS_WRITTEN: Record<string, string> = {
    "ManageBooking.referenceInvalid": "a booking reference as printed on the confirmation (TS-AB23CD45)",
    "Checkout.fieldErrors.flightNumber": "a flight number as printed on the ticket (BA 117)",
    "Transfers.flightPlaceholder": "a flight number as printed on the ticket (AF1234)",
    "Transfers.errors.invalidFlight": "a flight number as printed on the ticket (AF1234)",
    "Transfers.errors.invalidTime": "the clock times the time field takes (00:00, 23:59)",
    "Cars.driver.phoneHint": "a phone number as dialled (+966 11 234 5678)",
  };
  const COUNTED = new Set(["number", "plural", "selectordinal"]);
  type Say = (key: string, values: Record<string, unknown>) => string;
  const arabicTranslator = createTranslator({ locale: "ar-SA", messages: ar as never });
  const arabic = arabicTranslator as unknown as Say;
  const markup = arabicTranslator.markup as unknown as Say;

  it("formats every number the code passes in", () => {
    const plain = Object.entries(NUMERIC_ARGUMENTS).flatMap(([key, names]) =>
      names.filter((name) => !COUNTED.has(shapeOf(enString(key)).args.get(name) ?? "")).map((name) => `${key}: {${name}}`),
    );
    expect(plain).toEqual([]);
  });

  it("shows no Latin digit on an Arabic page but in codes and examples typed as written", () => {
    // The sample values of text arguments are markers named after them (⟦last4⟧): not the message's own digits.
    const shown = (key: string) => markup(key, sampleValues(shapeOf(enString(key)))).replace(/⟦[^⟧]*⟧/g, "");
    const latin = enKeys.filter((key) => !(key in TYPED_AS_WRITTEN) && /[0-9]/.test(shown(key)));
    expect(latin).toEqual([]);
    for (const key of Object.keys(TYPED_AS_WRITTEN)) expect([key, /[0-9]/.test(shown(key))]).toEqual([key, true]);
  });

  it("writes a year without grouping and other numbers grouped as the language does", () => {
    const english = createTranslator({ locale: "en-US", messages: en as never }) as unknown as Say;
    expect(english("Footer.rights", { year: 2026, org: "TravelSaver" })).toBe("© 2026 TravelSaver. All rights reserved.");
    expect(arabic("Footer.rights", { year: 2026, org: "TravelSaver" })).toContain("© ٢٠٢٦");
    expect(english("Cruises.shipFacts", { built: 1998, tonnage: 168666, guests: 4180, decks: 16 })).toBe(
      "Built 1998 · 168,666 gross tons · 4,180 guests · 16 decks",
    );
  });
});
