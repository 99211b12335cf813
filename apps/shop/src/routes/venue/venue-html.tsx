// spec surrounding-areas §3: museum and exhibition descriptions and static pages are HTML the
// server sanitised when it loaded the catalogue (text markup, https/mailto/tel links only), so
// the shop renders them as markup, never as visible tags. Their elements get readable prose
// styles from the tokens here (no typography plugin).
import { cn } from "@shop/ui/cn";

const PROSE = cn(
  "grid max-w-prose gap-4 break-words leading-relaxed",
  "[&_h2]:mt-4 [&_h2]:font-heading [&_h2]:font-semibold [&_h2]:text-2xl",
  "[&_h3]:mt-2 [&_h3]:font-heading [&_h3]:font-semibold [&_h3]:text-xl",
  "[&_h4]:font-semibold",
  "[&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_li+li]:mt-1",
  "[&_a]:rounded-sm [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  "[&_blockquote]:border-border [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:italic",
  "[&_strong]:font-semibold [&_hr]:border-border",
);

export function VenueHtml({ html, className }: { html: string; className?: string }) {
  if (html.trim() === "") return null;
  return (
    <div
      data-slot="venue-html"
      className={cn(PROSE, className)}
      // The server sanitised it (see the head of this file); nothing else reaches here.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server at catalogue load
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
