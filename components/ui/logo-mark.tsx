/** A company's logo when it has one, else its initials (a rental company, a line, an operator). */
export function LogoMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  if (logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- companies' logos come from their own hosts, any size
    return <img src={logoUrl} alt="" className="h-8 w-8 rounded object-contain" />;
  }
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
  return (
    <span aria-hidden className="inline-flex h-8 w-8 items-center justify-center rounded bg-slate-800 text-xs font-bold text-white">
      {initials}
    </span>
  );
}
