/** @jest-environment jsdom */
import { formTree } from "@/components/ui/checkout/form-tree";

function data(entries: [string, string][]): FormData {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

describe("formTree: traveller inputs named as paths become the JSON POST /api/orders reads", () => {
  it("turns index segments into lists and names into objects", () => {
    const tree = formTree(
      data([
        ["travellers.0.givenName", "Ada"],
        ["travellers.0.document.number", "X123"],
        ["travellers.1.givenName", "Alan"],
      ]),
    );
    expect(tree).toEqual({ travellers: [{ givenName: "Ada", document: { number: "X123" } }, { givenName: "Alan" }] });
  });

  it("keeps the first of a repeated name and ignores a name that would reshape another", () => {
    const tree = formTree(
      data([
        ["travellers.0.givenName", "Ada"],
        ["travellers.0.givenName", "Eve"],
        ["travellers.0.givenName.x", "branch"],
        ["travellers.x", "not a list item"],
      ]),
    );
    expect(tree).toEqual({ travellers: [{ givenName: "Ada" }] });
  });

  it("never writes to an object's prototype", () => {
    const tree = formTree(
      data([
        ["__proto__.polluted", "yes"],
        ["travellers.0.constructor.prototype.x", "y"],
      ]),
    );
    expect(tree).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("closes the holes of unchecked boxes", () => {
    expect(formTree(data([["travellers.2.givenName", "C"]]))).toEqual({ travellers: [{ givenName: "C" }] });
  });
});
