import { countedGuests, partyOf, roomGuests, roomsFit, spreadOverRooms } from "@/lib/booking/occupancy";
import { partyWords, type PartyT } from "@/lib/booking/party-words";
import { createTranslator } from "use-intl";
import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";

/*
 * The rule, as lib/booking/occupancy.ts states it: "every adult, and every child aged 2 to 17; children under 2 stay
 * free in a cot and take no bed". Search prices, the details page, the checkout and the booking all ask it.
 */
describe("countedGuests: children under 2 stay free and do not count toward a room's capacity; older children count", () => {
  it("counts adults and children of 2 to 17, not babies", () => {
    expect(countedGuests({ adults: 2, childAges: [] })).toBe(2);
    expect(countedGuests({ adults: 2, childAges: [0, 1] })).toBe(2);
    expect(countedGuests({ adults: 2, childAges: [2] })).toBe(3);
    expect(countedGuests({ adults: 1, childAges: [1, 4, 17] })).toBe(3);
  });

  it("reads the URL's guests (everyone) with the children's ages", () => {
    expect(partyOf(4, [4, 9])).toEqual({ adults: 2, childAges: [4, 9] });
    expect(roomGuests(3, [1])).toBe(2);
    expect(roomGuests(3)).toBe(3);
  });

  it("fits a room sleeping two to two adults and a baby, not to two adults and a child of 4", () => {
    expect(roomsFit(2, 1, 3, [1])).toBe(true);
    expect(roomsFit(2, 1, 3, [4])).toBe(false);
    expect(roomsFit(2, 2, 3, [4])).toBe(true);
  });
});

describe("spreadOverRooms (the picker's rooms from the URL's totals)", () => {
  it("puts an adult in every room first, then shares the rest and the children out in turn", () => {
    expect(spreadOverRooms({ adults: 3, childAges: [4, 9, 12] }, 2)).toEqual([
      { adults: 2, childAges: [4, 12] },
      { adults: 1, childAges: [9] },
    ]);
    expect(spreadOverRooms({ adults: 2, childAges: [] }, 1)).toEqual([{ adults: 2, childAges: [] }]);
  });
});

describe("partyWords", () => {
  const t = (messages: unknown, locale: "en-US" | "ar-SA") =>
    createTranslator({ locale, messages: messages as never, namespace: "Trip.party" as never }) as unknown as PartyT;

  it('says "2 adults, 1 child (age 4)"', () => {
    expect(partyWords(t(en, "en-US"), "en-US", { adults: 2, childAges: [4] })).toBe("2 adults, 1 child (age 4)");
    expect(partyWords(t(en, "en-US"), "en-US", { adults: 1, childAges: [4, 9] })).toBe("1 adult, 2 children (ages 4 and 9)");
    expect(partyWords(t(en, "en-US"), "en-US", { adults: 2, childAges: [] })).toBe("2 adults");
  });

  it("writes the ages in Arabic-Indic digits on an Arabic page", () => {
    const text = partyWords(t(ar, "ar-SA"), "ar-SA", { adults: 2, childAges: [4, 9] });
    expect(text).toContain("٤");
    expect(text).toContain("٩");
    expect(text).not.toMatch(/[0-9]/);
  });
});
