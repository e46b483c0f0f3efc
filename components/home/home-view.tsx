"use client";

import Image from "next/image";
import type { ReactNode } from "react";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "@/lib/booking/pictures";
import type { NavEntry } from "@/lib/nav/nav-entry";
import { DestinationCards, ProductTiles, type DestinationCard } from "./photo-cards";

export type HomeTexts = {
  heroTitle: string;
  heroSubtitle: string;
  browse: string;
  destinations: string;
  whyTitle: string;
  why: { key: string; title: string; text: string }[];
};

/**
 * The home page's markup, from texts and data the page (app/page.tsx) reads on the server. A client component without
 * state: the page's RSC payload then carries these few fields instead of a second copy of the whole tree, which the
 * HTML already has. The search form and the deals are server-rendered slots.
 */
export function HomeView({
  heroPhoto,
  texts,
  products,
  destinations,
  searchForm,
  deals,
}: {
  heroPhoto: string;
  texts: HomeTexts;
  products: NavEntry[];
  destinations: DestinationCard[];
  searchForm: ReactNode;
  deals: ReactNode;
}) {
  return (
    <>
      <section className="relative isolate overflow-hidden text-white" data-testid="hero">
        {/* The hero photo is the page's largest paint: loaded at once. On a phone it is a darkened backdrop behind the
            search form, so `sizes` asks for three quarters of the screen there: the 828 px file (twice a phone's
            width), half the bytes of the 1200 px one that the paint otherwise waited for (Lighthouse). */}
        <Image
          src={heroPhoto}
          alt=""
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          sizes="(max-width:640px) 75vw,100vw"
          preload
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
          data-testid="hero-photo"
        />
        <div aria-hidden className="hero-overlay absolute inset-0 -z-10" />
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-20">
          <h1 className="text-3xl font-bold drop-shadow md:text-5xl" data-testid="hero-title">
            {texts.heroTitle}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-white drop-shadow">{texts.heroSubtitle}</p>
          <div className="mt-8">{searchForm}</div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <h2 className="text-xl font-semibold">{texts.browse}</h2>
        <ProductTiles entries={products} />
      </section>
      {destinations.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pb-10" data-testid="destinations">
          <h2 className="text-xl font-semibold">{texts.destinations}</h2>
          <DestinationCards cards={destinations} />
        </section>
      ) : null}
      {deals}
      <section className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 md:grid-cols-3">
          <h2 className="sr-only">{texts.whyTitle}</h2>
          {texts.why.map((w) => (
            <div key={w.key} className="why-card">
              <h3>{w.title}</h3>
              <p>{w.text}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
