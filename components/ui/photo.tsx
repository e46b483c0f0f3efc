import { getImageProps } from "next/image";

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  /** The widest file `sizes` can ask for on any screen (a small tile never needs the 1200 px file); default: every width. */
  maxWidth?: number;
  className?: string;
  "data-testid"?: string;
};

/**
 * A lazily loaded catalogue photo in a list of cards: the srcset and src of next/image (its loader picks the
 * pre-encoded files, lib/booking/photo-loader.ts) on a plain <img>, without the attributes next/image adds for its
 * placeholder and load handling (decoding, data-nimg, an inline style) — the home page shows about 25 of them and each
 * attribute counted. No hooks: it renders the same on the server and in client components. The hero and
 * galleries, which preload or react to loading, keep next/image.
 */
export function Photo({ src, alt, width, height, sizes, maxWidth, className, "data-testid": testId }: Props) {
  const { props } = getImageProps({ src, alt, width, height, sizes, loading: "lazy" });
  const kept = maxWidth ? props.srcSet?.split(", ").filter((c) => Number.parseInt(c.slice(c.lastIndexOf(" ") + 1), 10) <= maxWidth) : undefined;
  // The fallback src (browsers without srcset) is the widest file kept.
  const widest = kept?.at(-1)?.split(" ")[0];
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, computed by getImageProps above
    <img
      alt={alt}
      loading="lazy"
      width={props.width}
      height={props.height}
      sizes={props.sizes}
      srcSet={kept?.length ? kept.join(", ") : props.srcSet}
      src={widest ?? props.src}
      className={className}
      data-testid={testId}
    />
  );
}
