/**
 * `npm run org -- <command>`: add or change white-label organisations (hosts, products, theme, flags, CSS, API key,
 * access codes) without editing code. Validation lives in lib/org/admin.ts; `--help` lists everything.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { zInt4 } from "@/lib/zod-int";
import { createOrganization, listOrganizations, rotateApiKey, updateOrganization, ZSlug } from "@/lib/org/admin";
import { ORG_CLI_HELP, ORG_CLI_OPTIONS, settingsFromArgs } from "@/lib/org/admin-args";
import { setOrgCss, type CssVariant } from "@/lib/org/css";
import { z } from "zod";

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: ORG_CLI_OPTIONS, allowPositionals: true, strict: true });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(ORG_CLI_HELP);
    return command || values.help ? 0 : 2;
  }
  switch (command) {
    case "list": {
      for (const o of await listOrganizations())
        console.log(`${o.id}\t${o.slug}\t${o.name}\t${o.hosts.map((h) => h.host).join(",")}${o.isDefault ? "\t(default)" : ""}`);
      return 0;
    }
    case "show": {
      const org = await db.organization.findUnique({
        where: { slug: ZSlug.parse(rest[0]) },
        include: { hosts: true },
        omit: { apiKeyHash: true, ssoSecret: false, googleClientSecret: true, facebookAppSecret: true },
      });
      if (!org) throw new AppError("NOT_FOUND", `No organisation "${rest[0]}"`);
      // Whether an SSO secret is set, never the secret itself (it signs members in).
      console.log(JSON.stringify({ ...org, ssoSecret: org.ssoSecret ? "(set, not shown)" : null }, null, 2));
      return 0;
    }
    case "create": {
      const settings = settingsFromArgs(values);
      const { org, apiKey } = await createOrganization({
        slug: String(values.slug ?? ""),
        hosts: (values.host as string[] | undefined) ?? [],
        settings: { ...settings, name: settings.name ?? "" },
      });
      console.log(`Created organisation ${org.id} "${org.name}" on ${org.hosts.map((h) => h.host).join(", ")}`);
      console.log(`API key (shown once): ${apiKey}`);
      return 0;
    }
    case "update": {
      const org = await updateOrganization(rest[0] ?? "", {
        settings: settingsFromArgs(values),
        addHosts: values["add-host"] as string[] | undefined,
        removeHosts: values["remove-host"] as string[] | undefined,
      });
      console.log(`Updated "${org.slug}" (version ${org.version}); hosts: ${org.hosts.map((h) => h.host).join(", ")}`);
      return 0;
    }
    case "css": {
      const [slug, pageCode, file] = rest;
      if (!slug || !pageCode || !file) throw new AppError("BAD_REQUEST", "Usage: npm run org -- css <slug> <pageCode> <file.css | ->");
      const org = await db.organization.findUniqueOrThrow({ where: { slug: ZSlug.parse(slug) } });
      const css = readFileSync(file === "-" ? 0 : file, "utf8");
      const variant = z.enum(["all", "pre", "post"]).parse(values.variant ?? "all") as CssVariant;
      const result = await setOrgCss(org.id, pageCode, css, variant);
      console.log(`Stored ${result.bytes} bytes of CSS for "${slug}" page "${result.pageCode}" (${result.variant}).`);
      for (const r of result.removed) console.log(`  removed ${r}`);
      return 0;
    }
    case "api-key": {
      console.log(`New API key for "${rest[0]}": ${await rotateApiKey(rest[0] ?? "")}`);
      return 0;
    }
    case "access-code": {
      const org = await db.organization.findUniqueOrThrow({ where: { slug: ZSlug.parse(rest[0]) } });
      const input = z
        .object({
          code: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9_-]{3,64}$/, "Codes are 3-64 letters, digits, _ or -")
            .transform((c) => c.toUpperCase()),
          maxUses: zInt4({ min: 1 }).optional(),
          expiresAt: z.coerce.date().optional(),
          kind: z.enum(["ACCESS", "MASTER"]).default("ACCESS"),
          planName: z.string().max(80).optional(),
        })
        .parse({ code: values.code, maxUses: values["max-uses"], expiresAt: values.expires, kind: values.kind, planName: values.plan });
      const row = await db.accessCode.upsert({
        where: { orgId_code: { orgId: org.id, code: input.code } },
        update: { ...input, active: true },
        create: { orgId: org.id, ...input },
      });
      console.log(
        `Access code ${row.code} (${row.kind}) for "${org.slug}": ${row.maxUses ?? "unlimited"} uses${row.expiresAt ? `, expires ${row.expiresAt.toISOString()}` : ""}`,
      );
      return 0;
    }
    default:
      console.error(`Unknown command "${command}".\n\n${ORG_CLI_HELP}`);
      return 2;
  }
}

main(process.argv.slice(2))
  .then((code) => (process.exitCode = code))
  .catch((error: unknown) => {
    if (error instanceof z.ZodError) console.error(`Invalid input:\n${error.issues.map((i) => `  ${i.path.join(".") || "value"}: ${i.message}`).join("\n")}`);
    else if (error instanceof AppError)
      console.error(`${error.message}${error.fields ? `\n${error.fields.map((f) => `  ${f.path}: ${f.message}`).join("\n")}` : ""}`);
    else if (error instanceof TypeError && "code" in error && String((error as { code: unknown }).code).startsWith("ERR_PARSE_ARGS"))
      console.error(`${error.message}\n\n${ORG_CLI_HELP}`);
    else console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
