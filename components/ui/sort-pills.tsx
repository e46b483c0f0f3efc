import Link from "@/components/ui/link";

/** A results page's orders as links, the current one filled: a tap re-sorts from the first page. */
export function SortPills({
  label,
  options,
  testId,
  showLabel,
}: {
  label: string;
  options: { value: string; label: string; href: string; current: boolean; testId?: string }[];
  testId?: string;
  /** The label written before the pills (otherwise it only names the navigation). */
  showLabel?: boolean;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm" data-testid={testId}>
      {showLabel ? <span className="text-slate-700">{label}</span> : null}
      {options.map((o) => (
        <Link
          key={o.value}
          href={o.href}
          aria-current={o.current ? "true" : undefined}
          className={`rounded-full border px-3 py-1 ${o.current ? "border-brand bg-brand text-white" : "border-slate-300 text-slate-800 hover:border-brand"}`}
          data-testid={o.testId}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
