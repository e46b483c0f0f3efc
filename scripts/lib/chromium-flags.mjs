/**
 * The flags every Chromium this project starts needs on these machines (the tests' browsers, the bench's felt-speed
 * rounds, Lighthouse): root without a sandbox, no GPU, and none of Chromium's own background connections, which this
 * closed network refuses many at a time.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
