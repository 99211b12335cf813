import type { ComponentProps, ReactNode } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from "../../lib/icons";
import { buttonVariants } from "../button/button";
import { paginationMessages } from "./messages";
import { paginationRange } from "./pagination-range";

export { type PaginationEntry, paginationRange } from "./pagination-range";

export type PaginationLinkProps = ComponentProps<"a"> & { href: string; "data-slot": string };

export type PaginationProps = Omit<ComponentProps<"nav">, "children"> & {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Links: the URL of a page (preferred: pages stay shareable). */
  getHref?: (page: number) => string;
  /** Buttons: called with the chosen page when there is no getHref. */
  onPageChange?: (page: number) => void;
  siblings?: number;
  /** Renders a page link, e.g. react-router's Link: `(props) => <Link to={props.href} {...props} />`. */
  renderLink?: (props: PaginationLinkProps) => ReactNode;
};

/** Page navigation: a labelled nav with previous, numbered and next links, the current one marked. */
export function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  siblings = 1,
  renderLink = (props) => <a {...props} />,
  className,
  "aria-label": label,
  ...props
}: PaginationProps) {
  const { t } = useUiText(paginationMessages);
  if (pageCount <= 1) return null;

  type Target = { to: number; label: string; slot: string; content: ReactNode };
  const target = ({ to, label, slot, content }: Target) => {
    const current = to === page ? ("page" as const) : undefined;
    const look = cn(
      buttonVariants({ variant: current ? "outline" : "ghost", size: "icon" }),
      "w-auto min-w-10 px-2",
    );
    // the previous or next step past either end: shown dimmed, not focusable, not announced
    if (to < 1 || to > pageCount) {
      return (
        <span
          data-slot={slot}
          className={cn(look, "cursor-not-allowed opacity-50")}
          aria-hidden="true"
        >
          {content}
        </span>
      );
    }
    const common = {
      "data-slot": slot,
      "aria-label": label,
      "aria-current": current,
      className: look,
    };
    if (getHref) return renderLink({ ...common, href: getHref(to), children: content });
    return (
      <button type="button" {...common} onClick={() => onPageChange?.(to)}>
        {content}
      </button>
    );
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={label ?? t("pagination.label")}
      className={cn("flex justify-center", className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {target({
            to: page - 1,
            label: t("pagination.previous"),
            slot: "pagination-previous",
            content: <ChevronLeftIcon className="rtl:rotate-180" />,
          })}
        </li>
        {paginationRange(page, pageCount, siblings).map((entry, index) =>
          entry === "ellipsis" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two ellipses, fixed places
            <li key={`ellipsis-${index}`} data-slot="pagination-ellipsis">
              <span className="inline-flex size-10 items-center justify-center" aria-hidden="true">
                <MoreHorizontalIcon />
              </span>
              <span className="sr-only">{t("pagination.more")}</span>
            </li>
          ) : (
            <li key={entry}>
              {target({
                to: entry,
                label: t("pagination.page", { page: entry }),
                slot: "pagination-page",
                content: entry,
              })}
            </li>
          ),
        )}
        <li>
          {target({
            to: page + 1,
            label: t("pagination.next"),
            slot: "pagination-next",
            content: <ChevronRightIcon className="rtl:rotate-180" />,
          })}
        </li>
      </ul>
    </nav>
  );
}
