import { webServerArgs } from "../../scripts/lib/web-process.mjs";

/** Node's arguments for a web process: the old generation capped, the young one widened, each configurable. */
describe("a web process's Node arguments", () => {
  const saved = { heap: process.env.WEB_HEAP_MB, semi: process.env.WEB_SEMI_SPACE_MB };
  afterEach(() => {
    for (const [name, value] of [
      ["WEB_HEAP_MB", saved.heap],
      ["WEB_SEMI_SPACE_MB", saved.semi],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("caps the old generation at 384 MB and lets each half of the young one grow to 32 MB by default", () => {
    delete process.env.WEB_HEAP_MB;
    delete process.env.WEB_SEMI_SPACE_MB;
    expect(webServerArgs("/app")).toEqual(["--max-old-space-size=384", "--max-semi-space-size=32", "/app/scripts/server.mjs"]);
  });

  it("leaves Node's defaults at 0 and refuses what is not a whole number of megabytes", () => {
    process.env.WEB_HEAP_MB = "0";
    process.env.WEB_SEMI_SPACE_MB = "0";
    expect(webServerArgs("/app")).toEqual(["/app/scripts/server.mjs"]);
    process.env.WEB_SEMI_SPACE_MB = "big";
    expect(() => webServerArgs("/app")).toThrow("WEB_SEMI_SPACE_MB must be a whole number of megabytes (got big)");
  });
});
