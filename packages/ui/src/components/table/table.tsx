import { type ComponentProps, createContext, useContext, useId } from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";

/**
 * How a table fits a phone (WCAG 1.4.10, 320 px without sideways scrolling of the page):
 * - `scroll`: the table scrolls sideways in a region of its own, named by the caption and
 *   focusable, so that a keyboard can scroll it too;
 * - `stack`: below the sm breakpoint each row becomes a card with a cell on each line, led by its
 *   column's name (TableCell `label`); screen readers keep the table and its headers.
 */
export type TableLayout = "scroll" | "stack";

type TableContextValue = { layout: TableLayout; captionId: string };

const TableContext = createContext<TableContextValue>({ layout: "scroll", captionId: "" });

export type TableProps = ComponentProps<"table"> & { layout?: TableLayout };

/** A data table; in the `scroll` layout give it a TableCaption, which names its scroll region. */
export function Table({ layout = "scroll", className, ...props }: TableProps) {
  const captionId = useId();
  const table = (
    <table
      data-slot="table"
      data-layout={layout}
      className={cn("w-full text-start", layout === "stack" && "max-sm:block", className)}
      {...props}
    />
  );
  return (
    <TableContext value={{ layout, captionId }}>
      {layout === "stack" ? (
        table
      ) : (
        <section
          data-slot="table-container"
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable)
          tabIndex={0}
          className={cn("overflow-x-auto", focusRing)}
        >
          {table}
        </section>
      )}
    </TableContext>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  const { captionId } = useContext(TableContext);
  return (
    <caption
      data-slot="table-caption"
      id={captionId}
      className={cn("text-start font-semibold", className)}
      {...props}
    />
  );
}

/** The column headers; in the `stack` layout they stay for screen readers only below sm. */
export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  const { layout } = useContext(TableContext);
  return (
    <thead
      data-slot="table-header"
      className={cn(layout === "stack" && "max-sm:sr-only", className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  const { layout } = useContext(TableContext);
  return (
    <tbody
      data-slot="table-body"
      className={cn(layout === "stack" && "max-sm:grid max-sm:gap-3", className)}
      {...props}
    />
  );
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return (
    <tfoot data-slot="table-footer" className={cn("[&>tr]:border-b-0", className)} {...props} />
  );
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  const { layout } = useContext(TableContext);
  return (
    <tr
      data-slot="table-row"
      className={cn(
        "border-border border-b",
        layout === "stack" && "max-sm:grid max-sm:rounded-md max-sm:border max-sm:p-3",
        className,
      )}
      {...props}
    />
  );
}

/** A header cell: a column's (`scope="col"`, the default) or a row's (`scope="row"`). */
export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn("py-2 pe-4 text-start last:pe-0", className)}
      {...props}
    />
  );
}

export type TableCellProps = ComponentProps<"td"> & {
  /** The column's name, shown before the value in the `stack` layout below sm. Screen readers
   * skip it: they name the cell by its column header. */
  label?: string;
};

export function TableCell({ className, label, children, ...props }: TableCellProps) {
  const { layout } = useContext(TableContext);
  const stack = layout === "stack";
  return (
    <td
      data-slot="table-cell"
      className={cn(
        "py-2 pe-4 last:pe-0",
        stack && "max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-0.5 max-sm:pe-0",
        className,
      )}
      {...props}
    >
      {stack && label !== undefined && (
        <span aria-hidden="true" className="font-medium sm:hidden">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}
