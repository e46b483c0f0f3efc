import { ZIssueCard, ZIssueOrgCertificate } from "@/lib/wallet/issue-schemas";

const base = { org: "default", email: "Member@Demo.test", type: "certificate", amount: "50", services: ["hlt", "ACT"], expires: "2099-12-31" };

describe("npm run wallet -- issue: validation", () => {
  it("accepts a valid certificate and normalises e-mail, product codes and currency", () => {
    expect(ZIssueCard.parse(base)).toMatchObject({ email: "member@demo.test", amount: 50, services: ["HLT", "ACT"], currency: "USD" });
  });
  it.each([
    [{ amount: "0" }, "amount"],
    [{ amount: "-5" }, "amount"],
    [{ amount: "12.345" }, "amount"],
    [{ amount: "abc" }, "amount"],
    [{ type: "gift" }, "type"],
    [{ email: "not-an-email" }, "email"],
    [{ services: ["XYZ"] }, "services"],
    [{ services: [] }, "services"],
    [{ expires: "2001-01-01" }, "expires"],
    [{ expires: "31/12/2099" }, "expires"],
    [{ currency: "dollars" }, "currency"],
    [{ code: "bad code!" }, "code"],
  ])("refuses %j", (over, path) => {
    const r = ZIssueCard.safeParse({ ...base, ...over });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path[0]).toBe(path);
  });
  it("a cash card needs no services", () => {
    expect(ZIssueCard.safeParse({ ...base, type: "cash", services: [] }).success).toBe(true);
  });
  it("an organisation certificate needs a product code, a price above zero and a name", () => {
    expect(ZIssueOrgCertificate.parse({ org: "partner", product: "act", price: "25", name: "Activity certificate" })).toMatchObject({
      product: "ACT",
      price: 25,
    });
    expect(ZIssueOrgCertificate.safeParse({ org: "partner", product: "CRU", price: "25", name: "x" }).success).toBe(false);
  });
});
