import { ENTITY_TAG_MEMORY_MS, expireTags, tagRecord } from "@/lib/cache/tags";

describe("the tag record stays bounded", () => {
  it("forgets tags naming one thing (with a colon) once they are older than what is cached under them may live", () => {
    const now = 10 * ENTITY_TAG_MEMORY_MS;
    expireTags(["rates"], 0);
    for (let i = 0; i < 20_001; i++) expireTags([`sessions-of:${i}`], now - ENTITY_TAG_MEMORY_MS - 1);
    expireTags(["sessions-of:recent"], now);
    const { expired } = tagRecord();
    expect(expired.has("sessions-of:0")).toBe(false);
    expect(expired.has("sessions-of:20000")).toBe(false);
    expect(expired.has("sessions-of:recent")).toBe(true);
    // Tags of shared data are few and always kept.
    expect(expired.has("rates")).toBe(true);
  });
});
