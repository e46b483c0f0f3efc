import { searchQueryConfig } from "@/lib/booking/search";

describe("the search's SQL statement", () => {
  const statement = { text: "SELECT $1::int AS n", values: [1] };

  it("is a named (prepared) statement on PostgreSQL, the same name for the same text", () => {
    const a = searchQueryConfig(statement, { singleSession: false });
    const b = searchQueryConfig({ ...statement, values: [2] }, { singleSession: false });
    expect(a).toMatchObject({ text: statement.text, values: [1], name: expect.stringMatching(/^search_[0-9a-f]{20}$/) });
    expect("name" in b && b.name).toBe("name" in a && a.name);
  });

  it("is unnamed on the embedded database, whose one shared session outlives a restarted web process", () => {
    expect(searchQueryConfig(statement, { singleSession: true })).toEqual({ text: statement.text, values: [1] });
  });
});
