import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "@/lib/booking/pictures";
import { Photo } from "./photo";
import { TextLines, type TextLine } from "./text-lines";

/** A card's photo: the first card's is loaded first; `badge` is written over its top corner (a cruise's nights). */
type CardPhoto = { src: string; alt: string; first?: boolean; badge?: string; testId?: string };

/**
 * A card's name: its heading level (h2 in a results list, h3 under a section's heading), a link to its own page, and
 * a line over it (`eyebrow`: a sailing's cruise line).
 */
type CardTitle = { text: string; level?: "h2" | "h3"; href?: string; testId?: string; eyebrow?: TextLine };

/**
 * One offer in a product's list (a car, a transfer, a sailing, a cabin, a package): an optional photo flush with the
 * card's edge, its name (`title`) and the offer's own facts, then the price column with the button that books or opens it. `data` carries the card's
 * test id and the attributes tests read (data-vehicle, data-category …).
 */
export function OfferCard({
  data,
  photo,
  title,
  children,
  price,
  action,
}: {
  data: { "data-testid": string } & { [name: `data-${string}`]: string | number | boolean | undefined };
  photo?: CardPhoto;
  title?: CardTitle;
  children: ReactNode;
  price: ReactNode;
  /**
   * `name`: the button's accessible name where its label alone ("Select") would not say which offer. Without `href`
   * the offer is the one already chosen (a package's current flight), and `label` says so in place of the button.
   */
  action?: { href?: string; label: string; testId: string; name?: string };
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex-row" {...data}>
      {photo ? (
        <div className="relative h-44 w-full shrink-0 sm:h-auto sm:min-h-56 sm:w-60">
          <Photo
            src={photo.src}
            alt={photo.alt}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            sizes="(min-width: 640px) 15rem, 100vw"
            className="absolute inset-0 h-full w-full object-cover"
            priority={photo.first}
            data-testid={photo.testId}
          />
          {photo.badge ? (
            <span className="absolute start-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-900">{photo.badge}</span>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-4 p-4 sm:flex-row sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {title ? <Title {...title} /> : null}
          {children}
        </div>
        <div className="flex flex-col items-stretch gap-2 sm:w-56 sm:shrink-0 sm:items-end sm:text-end">
          {price}
          {action && !action.href ? (
            <span className="rounded-lg bg-slate-100 px-4 py-2.5 text-center font-semibold text-slate-700" data-testid={action.testId}>
              {action.label}
            </span>
          ) : action?.href ? (
            <Link
              href={action.href}
              aria-label={action.name}
              className="rounded-lg bg-brand px-4 py-2.5 text-center font-semibold text-white hover:opacity-90"
              data-testid={action.testId}
            >
              {action.label}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function Title({ text, level: Heading = "h2", href, testId, eyebrow }: CardTitle) {
  return (
    <>
      {eyebrow ? <TextLines lines={[eyebrow]} /> : null}
      <Heading className="text-lg font-semibold" data-testid={href ? undefined : testId}>
        {href ? (
          <Link href={href} className="hover:text-brand hover:underline" data-testid={testId}>
            {text}
          </Link>
        ) : (
          text
        )}
      </Heading>
    </>
  );
}
