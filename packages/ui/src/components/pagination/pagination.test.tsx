import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { Pagination } from "./pagination";

describe("Pagination", () => {
  it("is a labelled nav of page links with the current page marked", async () => {
    render(<Pagination page={5} pageCount={10} getHref={(page) => `/orders?page=${page}`} />);
    const nav = screen.getByRole("navigation", { name: "Seitennavigation" });
    const current = within(nav).getByRole("link", { name: "Seite 5" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Nächste Seite" })).toHaveAttribute(
      "href",
      "/orders?page=6",
    );
    expect(within(nav).getByRole("link", { name: "Seite 10" })).not.toHaveAttribute("aria-current");
    expect(within(nav).queryByRole("link", { name: "Seite 8" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  describe("given the first page", () => {
    it("offers no previous page", async () => {
      render(<Pagination page={1} pageCount={3} getHref={(page) => `?page=${page}`} />);
      expect(screen.queryByRole("link", { name: "Vorherige Seite" })).toBeNull();
      expect(screen.getByRole("link", { name: "Nächste Seite" })).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("uses buttons and reports the chosen page without links", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Seite 3" }));
    await userEvent.click(screen.getByRole("button", { name: "Vorherige Seite" }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names its parts in the provider's language", () => {
    render(
      <UiMessagesProvider locale="en">
        <Pagination page={1} pageCount={9} onPageChange={() => {}} />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 2" })).toBeInTheDocument();
    expect(screen.getByText("More pages")).toBeInTheDocument();
  });
});
