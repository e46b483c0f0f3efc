import { ZCard } from "@/lib/booking/schemas";
import { fieldMessage } from "@/components/orders/field-messages";

/** Issue #51: "A flight checkout with an empty card flags only the name on the card" — every empty card field is named. */
describe("an empty card", () => {
  it("names each of its four fields, with its own sentence", () => {
    const r = ZCard.safeParse({ number: "", name: " ", expiry: "", cvc: "" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["number", "Please enter the card number"],
      ["name", "Please enter the name on the card"],
      ["expiry", "Please enter the expiry date as MM/YY"],
      ["cvc", "Please enter the card's security code"],
    ]);
  });

  it("each sentence has its words in the other languages (Checkout.fieldErrors)", () => {
    const keys: string[] = [];
    for (const m of ["Please enter the card number", "Please enter the expiry date as MM/YY", "Please enter the card's security code"])
      fieldMessage((key) => (keys.push(key), key), m);
    expect(keys).toEqual(["cardNumber", "cardExpiry", "cardCvc"]);
  });
});
