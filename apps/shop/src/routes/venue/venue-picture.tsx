// spec surrounding-areas §3 "Picture fields": a museum's or exhibition's picture in the
// rendition that fits the place, cropped to 3:2 with its size known before it loads (no layout
// shift), lazy below the fold, and its copyright under it.
import type { Picture } from "@shop/core/contract";
import { cn } from "@shop/ui/cn";

type Rendition = "teaser" | "article" | "article_3x2" | "detail" | "preview" | "thumbnail";

// The renditions in the order each place prefers them; the first one present is shown.
const PREFERRED: Record<"card" | "detail", readonly Rendition[]> = {
  card: ["teaser", "article_3x2", "preview", "article", "detail", "thumbnail"],
  detail: ["article_3x2", "detail", "article", "teaser", "preview", "thumbnail"],
};

// The box the picture fills (3:2); the attributes give the browser its ratio up front.
const SIZE = { card: { width: 600, height: 400 }, detail: { width: 1200, height: 800 } } as const;

// The width each rendition is delivered in (CATALOGUE.md "Pictures"), so the browser picks the
// smallest that fills the box at the screen's density (srcset), and how wide the box is.
const WIDTHS: Record<Rendition, number> = {
  thumbnail: 160,
  preview: 320,
  teaser: 640,
  article_3x2: 960,
  article: 960,
  detail: 1600,
};
const SIZES = {
  card: "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw",
  detail: "(min-width: 1024px) 44rem, 100vw",
} as const;

/** The renditions of `picture` as a srcset, each file once (at its largest width). */
export function pictureSrcSet(picture: Picture): string | undefined {
  const widths = new Map<string, number>();
  for (const rendition of Object.keys(WIDTHS) as Rendition[]) {
    const url = picture[rendition];
    if (url) widths.set(url, Math.max(widths.get(url) ?? 0, WIDTHS[rendition]));
  }
  if (widths.size < 2) return undefined;
  return [...widths].map(([url, width]) => `${url} ${width}w`).join(", ");
}

/** The rendition a place shows of `picture`, if it has any. */
export function pictureSource(picture: Picture | null, use: "card" | "detail"): string | undefined {
  return (
    (picture && PREFERRED[use].map((rendition) => picture[rendition]).find(Boolean)) || undefined
  );
}

export function VenuePicture({
  picture,
  use,
  eager = false,
  className,
}: {
  picture: Picture | null;
  use: "card" | "detail";
  /** The first picture above the fold loads at once; every other one when it nears view. */
  eager?: boolean;
  className?: string;
}) {
  const src = pictureSource(picture, use);
  if (!picture || !src) return null;
  const srcSet = pictureSrcSet(picture);
  return (
    <figure data-slot="venue-picture" className={cn("grid gap-1", className)}>
      <img
        src={src}
        {...(srcSet ? { srcSet, sizes: SIZES[use] } : {})}
        // Without a title, the heading beside it names what it shows: an empty alt.
        alt={picture.title ?? ""}
        width={SIZE[use].width}
        height={SIZE[use].height}
        loading={eager ? "eager" : "lazy"}
        {...(eager ? { fetchPriority: "high" as const } : {})}
        decoding="async"
        className="aspect-[3/2] h-auto w-full bg-muted object-cover"
      />
      {picture.copyright_info && (
        <figcaption className="px-1 text-muted-foreground text-xs">
          {picture.copyright_info}
        </figcaption>
      )}
    </figure>
  );
}
