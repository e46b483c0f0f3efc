import { sameRequestFor, withSession } from "../../bench/requests.mjs";

/**
 * `npm run bench` compares each row with a bare Next app sent the same requests: a member row's bare side carries the
 * same members' cookies, rotated the same way, and the same body, so the ratio measures the servers, not the requests.
 */
const sessions = { member: "next-auth.session-token=m", agent: "next-auth.session-token=a", members: ["c1", "c2", "c3"] };

describe("the requests of a comparison row", () => {
  it("gives a members row's bare side the whole rotation of members' cookies", () => {
    const row = { project: { path: "/api/profile", as: "members" }, baseline: { path: "/api/ping" } };
    expect(withSession(row.project, sessions)).toMatchObject({ cookies: ["c1", "c2", "c3"] });
    expect(sameRequestFor(row, sessions)).toEqual({ path: "/api/ping", as: "members", cookies: ["c1", "c2", "c3"] });
  });

  it("sends a POST row's body to the bare side too", () => {
    const body = { product: "HLT", totalMinor: 44_000, currency: "USD" };
    const row = {
      project: { path: "/api/booking/checkout-details", method: "POST", body, as: "members" },
      baseline: { path: "/api/ping", method: "POST", body: {} },
    };
    expect(sameRequestFor(row, sessions)).toMatchObject({ method: "POST", body, cookies: sessions.members });
  });

  it("adds one member's cookie to the bare side's own headers", () => {
    const row = {
      project: { path: "/user/profile", headers: { accept: "text/html" }, as: "member" },
      baseline: { path: "/", headers: { accept: "text/html" } },
    };
    expect(sameRequestFor(row, sessions).headers).toEqual({ accept: "text/html", cookie: sessions.member });
  });

  it("leaves a signed-out row's bare side as it is", () => {
    const row = { project: { path: "/api/general/getOrgConfig" }, baseline: { path: "/api/ping" } };
    expect(sameRequestFor(row, sessions)).toEqual({ path: "/api/ping" });
  });
});
