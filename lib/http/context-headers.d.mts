/** Types of lib/http/context-headers.mjs. */
export declare const CONTEXT_HEADER: {
  readonly orgId: "x-org-id";
  readonly host: "x-org-host";
  readonly locale: "x-locale";
  readonly currency: "x-currency";
  readonly pathname: "x-pathname";
  readonly search: "x-search";
  readonly clientIp: "x-client-ip";
  readonly nonce: "x-nonce";
  readonly countryCode: "x-country-code";
  readonly sharedViewer: "x-shared-viewer";
};
