// spec surrounding-areas §2 "Start page", §9: the featured items (at most 20) in a carousel
// that moves on every 5000 ms, each with its title, slider text and picture copyright. WCAG
// 2.2.2: it stops while the pointer is over it or the focus is in it, and its pause button
// stops it for good (play starts it again); one slide shows at a time, the others are hidden,
// and the live region speaks a slide only when the visitor moved to it (WAI-ARIA APG
// "Carousel"). A single item shows without controls.
import type { Picture } from "@shop/core/contract";
import { Button } from "@shop/ui/button";
import { ChevronLeftIcon, ChevronRightIcon } from "@shop/ui/icons";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { VenuePicture } from "../venue/venue-picture";
import { useStartT } from "./start-texts";

/** spec surrounding-areas §9. */
export const FEATURED_MAX = 20;
export const CAROUSEL_INTERVAL_MS = 5000;

export interface FeaturedItem {
  key: string;
  to: string;
  title: string;
  text: string | null;
  picture: Picture | null;
}

export function FeaturedCarousel({ items }: { items: readonly FeaturedItem[] }) {
  const t = useStartT();
  const id = useId();
  const shown = items.slice(0, FEATURED_MAX);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const rotating = shown.length > 1 && !paused && !held.hover && !held.focus;
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % shown.length), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, shown.length]);
  if (shown.length === 0) return null;
  const step = (by: number) => setIndex((i) => (i + by + shown.length) % shown.length);
  return (
    <section
      aria-roledescription={t("start.carousel.role")}
      aria-label={t("start.carousel.label")}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setHeld((h) => ({ ...h, focus: false }));
        }
      }}
    >
      {shown.length > 1 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setPaused(!paused)}>
            {paused ? t("start.carousel.play") : t("start.carousel.pause")}
          </Button>
          <Button variant="outline" size="sm" aria-controls={id} onClick={() => step(-1)}>
            <ChevronLeftIcon className="size-4" aria-hidden="true" />
            {t("start.carousel.previous")}
          </Button>
          <Button variant="outline" size="sm" aria-controls={id} onClick={() => step(1)}>
            {t("start.carousel.next")}
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Button>
        </div>
      )}
      <div id={id} aria-live={rotating ? "off" : "polite"}>
        {shown.map((item, n) => {
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA APG "Carousel"), not a set of form controls
            <div
              key={item.key}
              role="group"
              aria-roledescription={t("start.carousel.slide")}
              aria-label={t("start.carousel.position", { position: n + 1, count: shown.length })}
              hidden={n !== index}
              className="grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] sm:items-center"
            >
              <VenuePicture
                picture={item.picture}
                use="card"
                eager={n === 0}
                className="overflow-hidden rounded-md"
              />
              <div className="grid content-start gap-2">
                <h2 className="font-heading font-semibold text-2xl">
                  <Link to={item.to} className="hover:underline">
                    {item.title}
                  </Link>
                </h2>
                {item.text && <p className="text-muted-foreground">{item.text}</p>}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
