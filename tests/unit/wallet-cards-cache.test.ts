const loadUserCards = jest.fn();
jest.mock("@/lib/wallet/cards", () => ({ loadUserCards: (...args: unknown[]) => loadUserCards(...args) }));

// Imported after the mocks are in place.
import { cardsForSearch, MAX_KEPT_WALLETS, WALLET_KEEP_MS } from "@/lib/wallet/cards-cache";
import { deliver } from "@/lib/events/bus";

/** What the change feed delivers (lib/events/feed.ts) and the caches' seam acts on (started in tests/setup). */
const hearWalletChanges = (heard: boolean) => deliver({ topic: "feed", heard });
const forgetWalletCards = () => deliver({ topic: "wallet" });

/** A load that resolves when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A member's search would read their cards on every request; they are kept per process while the database's change
 * notices are heard (lib/events/feed.ts), and every wallet notice drops them (lib/cache/seam.ts).
 */
describe("the members' cards kept for the search results' wallet line", () => {
  beforeEach(() => {
    loadUserCards.mockReset();
    loadUserCards.mockImplementation(async (userId: number, orgId: number) => [{ id: userId * 100 + orgId }]);
    hearWalletChanges(true);
  });
  afterAll(() => hearWalletChanges(false));

  it("are read once per member and organisation while changes are heard", async () => {
    expect(await cardsForSearch(1, 1)).toEqual([{ id: 101 }]);
    expect(await cardsForSearch(1, 1)).toEqual([{ id: 101 }]);
    expect(await cardsForSearch(1, 2)).toEqual([{ id: 102 }]);
    expect(await cardsForSearch(2, 1)).toEqual([{ id: 201 }]);
    expect(loadUserCards).toHaveBeenCalledTimes(3);
  });

  it("are read every time while no change can be heard (the embedded database, a feed that is down)", async () => {
    hearWalletChanges(false);
    await cardsForSearch(1, 1);
    await cardsForSearch(1, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(2);
  });

  it("a change notice drops them, including a read under way when it came", async () => {
    await cardsForSearch(1, 1);
    forgetWalletCards();
    await cardsForSearch(1, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(2);

    const slow = deferred<{ id: number }[]>();
    loadUserCards.mockImplementationOnce(() => slow.promise);
    const underWay = cardsForSearch(3, 1);
    forgetWalletCards();
    slow.resolve([{ id: -1 }]);
    expect(await underWay).toEqual([{ id: -1 }]);
    // The read began before the change: never fresh again.
    expect(await cardsForSearch(3, 1)).toEqual([{ id: 301 }]);
  });

  it("are kept no longer than a minute, even if no change is announced", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    await cardsForSearch(4, 1);
    now.mockReturnValue(1_000_000 + WALLET_KEEP_MS - 1);
    await cardsForSearch(4, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + WALLET_KEEP_MS);
    await cardsForSearch(4, 1);
    expect(loadUserCards).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it("a failed read is not kept", async () => {
    loadUserCards.mockRejectedValueOnce(new Error("connection lost"));
    await expect(cardsForSearch(5, 1)).rejects.toThrow("connection lost");
    expect(await cardsForSearch(5, 1)).toEqual([{ id: 501 }]);
  });

  it(`keeps at most ${MAX_KEPT_WALLETS} members, dropping the oldest first`, async () => {
    for (let user = 1; user <= MAX_KEPT_WALLETS + 1; user++) await cardsForSearch(user, 9);
    loadUserCards.mockClear();
    await cardsForSearch(MAX_KEPT_WALLETS + 1, 9);
    await cardsForSearch(2, 9);
    expect(loadUserCards).not.toHaveBeenCalled();
    await cardsForSearch(1, 9);
    expect(loadUserCards).toHaveBeenCalledTimes(1);
  });
});
