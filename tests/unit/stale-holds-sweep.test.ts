import { releaseStaleHolds, STALE_HOLD_MS, STALE_SWEEP_EVERY_MS } from "@/lib/orders/holds";

/** The checkouts' sweep of abandoned holds asks the database at most once a minute per process (issue #50). */

const mockAsked: { createdBefore: Date }[] = [];
jest.mock("@/lib/db", () => ({
  db: {
    order: {
      findMany: async ({ where }: { where: { createdAt: { lt: Date } } }) => {
        mockAsked.push({ createdBefore: where.createdAt.lt });
        return [];
      },
    },
  },
}));

test("a checkout looks for stale holds only when the last look is a minute old", async () => {
  const t0 = 10 * STALE_HOLD_MS;
  await releaseStaleHolds(t0);
  await releaseStaleHolds(t0 + 1_000);
  await releaseStaleHolds(t0 + STALE_SWEEP_EVERY_MS - 1);
  expect(mockAsked).toHaveLength(1);
  expect(mockAsked[0]!.createdBefore.getTime()).toBe(t0 - STALE_HOLD_MS);
  await releaseStaleHolds(t0 + STALE_SWEEP_EVERY_MS);
  expect(mockAsked).toHaveLength(2);
});
