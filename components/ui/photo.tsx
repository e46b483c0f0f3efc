import { getImageProps } from "next/image";
import { preload } from "react-dom";

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  /** The widest file `sizes` can ask for on any screen (a small tile never needs the 1200 px file); default: every width. */
  maxWidth?: number;
  className?: string;
  /** The page's largest paint (the first result's photo): loaded at once, at high priority, and preloaded from the head. */
  priority?: boolean;
  "data-testid"?: string;
};

/**
 * A catalogue photo in a list of cards: the srcset and src of next/image (its loader picks the pre-encoded files,
 * lib/booking/photo-loader.ts) on a plain <img>, without the attributes next/image adds for its placeholder and load
 * handling (decoding, data-nimg, an inline style) — the home page shows about 25 of them and each attribute counted —
 * and, in a server component, without a client component to hydrate per card. Lazily loaded unless `priority`. No
 * hooks: it renders the same on the server and in client components. The hero and galleries, which react to loading,
 * keep next/image.
 */
export function Photo({ src, alt, width, height, sizes, maxWidth, className, priority = false, "data-testid": testId }: Props) {
  const { props } = getImageProps({ src, alt, width, height, sizes });
  const kept = maxWidth ? props.srcSet?.split(", ").filter((c) => Number.parseInt(c.slice(c.lastIndexOf(" ") + 1), 10) <= maxWidth) : undefined;
  const srcSet = kept?.length ? kept.join(", ") : props.srcSet;
  // The fallback src (browsers without srcset) is the widest file kept.
  const fallback = kept?.at(-1)?.split(" ")[0] ?? props.src;
  // What next/image's `preload` does: a <link rel="preload"> in the head, so the browser asks for the file it will
  // pick before it reaches the <img>.
  if (priority) preload(fallback, { as: "image", imageSrcSet: srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, computed by getImageProps above
    <img
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      width={props.width}
      height={props.height}
      sizes={props.sizes}
      srcSet={srcSet}
      src={fallback}
      className={className}
      data-testid={testId}
    />
  );
}
