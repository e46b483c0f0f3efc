import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { GALLERY, PICTURES_DIR, allPictures, gallery } from "@/e2e/screenshots/screens";

const root = path.resolve(__dirname, "..", "..");
const dir = path.join(root, PICTURES_DIR);

// That every picture docs/screenshots.md and the README show exists is checked with their links in docs.test.ts.
describe("screenshots (npm run screenshots, docs/testing.md#screenshots)", () => {
  const page = readFileSync(path.join(root, GALLERY), "utf8");

  it("docs/screenshots.md is the page the last run wrote for today's list of screens (run it again after changing it)", () => {
    expect(page).toBe(gallery());
  });

  it("docs/screenshots/ holds exactly the pictures of the list: none missing, none left over", () => {
    const wanted = allPictures()
      .map((p) => p.file)
      .sort();
    expect(readdirSync(dir).sort()).toEqual(wanted);
  });

  it("the set stays small enough for the repository: JPEGs, under 9 MB together", () => {
    const files = readdirSync(dir);
    expect(files.every((f) => f.endsWith(".jpg"))).toBe(true);
    const total = files.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
    expect(total).toBeLessThan(9 * 1024 * 1024);
  });
});
