import Image from "next/image";
import type { ReactNode } from "react";

/** One line under a details page's title: its text, the test id tests read it by, and whether it always reads left to right. */
type HeroLine = { text: string; testId?: string; ltr?: boolean };

/**
 * One offer's own page (a sailing …): its photo dimmed behind the name, an eyebrow above (the company) and lines below
 * (route, dates); then the main column beside a side column (below it on a phone).
 */
export function DetailsPage(props: {
  photo: string;
  eyebrow: string;
  title: string;
  titleTestId: string;
  lines: [HeroLine, ...HeroLine[]];
  aside: ReactNode;
  children: ReactNode;
}) {
  const [first, ...rest] = props.lines;
  const line = (l: HeroLine, className: string) => (
    <p key={l.text} className={className} dir={l.ltr ? "ltr" : undefined} data-testid={l.testId}>
      {l.text}
    </p>
  );
  return (
    <>
      <section className="relative overflow-hidden bg-slate-900 text-white">
        <Image src={props.photo} alt="" fill sizes="100vw" className="object-cover opacity-40" preload loading="eager" fetchPriority="high" />
        <div className="relative mx-auto max-w-7xl px-4 py-8 md:py-12">
          <p className="text-sm text-white/90">{props.eyebrow}</p>
          <h1 className="text-2xl font-bold md:text-3xl" data-testid={props.titleTestId}>
            {props.title}
          </h1>
          {line(first, "mt-2 text-white/95")}
          {rest.map((l) => line(l, "mt-1 text-sm text-white/90"))}
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-8">{props.children}</div>
        <aside className="flex flex-col gap-6">{props.aside}</aside>
      </div>
    </>
  );
}

/** A section of a details page's main column: its heading, with a control beside it (a form that changes the party). */
export function DetailsSection({ id, title, control, children }: { id: string; title: string; control?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {control}
      </div>
      {children}
    </section>
  );
}

/** A box of the side column: a heading and what it says, a sentence or a list (`testId` on the list, else the box). */
export function SidePanel({ id, title, testId, says }: { id: string; title: string; testId?: string; says: string | string[] }) {
  const text = "mt-2 text-sm text-slate-700";
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm" data-testid={typeof says === "string" ? testId : undefined}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {typeof says === "string" ? (
        <p className={text}>{says}</p>
      ) : (
        <ul className={`${text} list-disc ps-5`} data-testid={testId}>
          {says.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
