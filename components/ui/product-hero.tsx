import type { ReactNode } from "react";

/** A product's landing page head: its name, what it offers, and its search form in the brand's band. */
export function ProductHero({ title, tagline, children }: { title: string; tagline: string; children: ReactNode }) {
  return (
    <section className="hero-gradient text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
        <p className="mt-2 text-white/90">{tagline}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
