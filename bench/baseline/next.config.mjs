import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/** A bare app: the framework's defaults, nothing of the project's configuration. */
export default withNextIntl({
  poweredByHeader: false,
  // Its own root (the project's lockfile two folders up would otherwise be taken as the workspace root).
  turbopack: { root: import.meta.dirname },
});
