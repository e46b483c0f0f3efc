import { sanitizeCss } from "@/lib/org/css-sanitize";

describe("white-label CSS is sanitised: 'no @import of remote URLs, no expression(), no </style>'", () => {
  it("keeps ordinary CSS, including child combinators and our own imports", () => {
    const css = `@import "/api/general/getCss/base.css";\n.nav > li { color: #0f766e; }\n.hero { background: url(/images/x.jpg) }`;
    expect(sanitizeCss(css)).toEqual({ css, removed: [] });
  });
  it.each([
    ["@import url(https://evil.example/x.css);", "remote @import"],
    ["@import 'http://evil.example/x.css';", "remote @import"],
    ["@import '//evil.example/x.css';", "remote @import"],
    ["a { width: expression(alert(1)) }", "expression()"],
    ["a { behavior: url(x.htc) }", "behavior/binding"],
    ["a { -moz-binding: url(x.xml#x) }", "behavior/binding"],
    ["a { background: url('javascript:alert(1)') }", "script URL"],
    ["</style><script>alert(1)</script>", "style tag"],
    ["a{} <!-- x -->", "html comment"],
    ["a { content: '\\3c script' }", "escaped markup"],
  ])("removes %s", (css, label) => {
    const out = sanitizeCss(css);
    expect(out.removed.some((r) => r.startsWith(label))).toBe(true);
    expect(out.css).not.toMatch(/evil\.example|expression\(|javascript:|<\/style|<script|-moz-binding|behavior:|\\3c/i);
  });
  it("never leaves a '<' that could open markup", () => {
    expect(sanitizeCss("a{}</sty<le><img src=x onerror=alert(1)>").css).not.toContain("<");
  });
});
