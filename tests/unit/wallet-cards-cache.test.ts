const loadUserCards = jest.fn();
jest.mock("@/lib/wallet/cards", () => ({ loadUserCards: (...args: unknown[]) => loadUserCards(...args) }));

// Imported after the mocks are in place.
import { keptMemberCards } from "@/lib/wallet/cards-cache";
import { MAX_KEPT_MEMBERS, MEMBER_KEEP_MS } from "@/lib/account/member-tags";
import { deliver } from "@/lib/events/bus";

/** What the change feed delivers (lib/events/feed.ts) and the caches' seam acts on (started in tests/setup). */
const hearWalletChanges = (heard: boolean) => deliver({ topic: "feed", heard });
const forgetWalletCards = (userId: number) => deliver({ topic: "member", userId });

/** A load that resolves when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A member's search would read their cards on every request; they are kept per process while the database's change
 * notices are heard (lib/events/feed.ts), and a notice naming the member drops them (lib/cache/seam.ts).
 */
describe("the members' cards kept for the search results' wallet line and the checkout's wallet panel", () => {
  beforeEach(() => {
    loadUserCards.mockReset();
    loadUserCards.mockImplementation(async (userId: number, orgId: number) => [{ id: userId * 100 + orgId }]);
    hearWalletChanges(true);
  });
  afterAll(() => hearWalletChanges(false));

  it("are read once per member and organisation while changes are heard", async () => {
    expect(await keptMemberCards(1, 1)).toEqual([{ id: 101 }]);
    expect(await keptMemberCards(1, 1)).toEqual([{ id: 101 }]);
    expect(await keptMemberCards(1, 2)).toEqual([{ id: 102 }]);
    expect(await keptMemberCards(2, 1)).toEqual([{ id: 201 }]);
    expect(loadUserCards).toHaveBeenCalledTimes(3);
  });

  it("are read every time while no change can be heard (the embedded database, a feed that is down)", async () => {
    hearWalletChanges(false);
    await keptMemberCards(1, 1);
    await keptMemberCards(1, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(2);
  });

  it("a change to the member's records drops their cards, including a read under way when it came; another member's does not", async () => {
    await keptMemberCards(1, 1);
    forgetWalletCards(2);
    await keptMemberCards(1, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(1);
    forgetWalletCards(1);
    await keptMemberCards(1, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(2);

    const slow = deferred<{ id: number }[]>();
    loadUserCards.mockImplementationOnce(() => slow.promise);
    const underWay = keptMemberCards(3, 1);
    forgetWalletCards(3);
    slow.resolve([{ id: -1 }]);
    expect(await underWay).toEqual([{ id: -1 }]);
    // The read began before the change: never fresh again.
    expect(await keptMemberCards(3, 1)).toEqual([{ id: 301 }]);
  });

  it("are kept no longer than a minute, even if no change is announced", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    await keptMemberCards(4, 1);
    now.mockReturnValue(1_000_000 + MEMBER_KEEP_MS - 1);
    await keptMemberCards(4, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + MEMBER_KEEP_MS);
    await keptMemberCards(4, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it("a failed read is not kept", async () => {
    loadUserCards.mockRejectedValueOnce(new Error("connection lost"));
    await expect(keptMemberCards(5, 1)).rejects.toThrow("connection lost");
    expect(await keptMemberCards(5, 1)).toEqual([{ id: 501 }]);
  });

  it(`keeps at most ${MAX_KEPT_MEMBERS} members, dropping the oldest first`, async () => {
    for (let user = 1; user <= MAX_KEPT_MEMBERS + 1; user++) await keptMemberCards(user, 9);
    loadUserCards.mockClear();
    await keptMemberCards(MAX_KEPT_MEMBERS + 1, 9);
    await keptMemberCards(2, 9);
    expect(loadUserCards).not.toHaveBeenCalled();
    await keptMemberCards(1, 9);
    expect(loadUserCards).toHaveBeenCalledTimes(1);
  });
});
