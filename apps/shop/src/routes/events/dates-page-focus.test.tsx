// Issue 27 item 1 (b): "Plätze buchen" opens the places form in the button's place; the form's
// heading takes the focus (features/focus/use-focus-handoff.ts), not <body>.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LECTURE_DATE, list, listed } from "../../test/event-fixtures";
import { json, stubApi } from "../../test/fetch-stub";
import { renderShop } from "../../test/render-shop";

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("given a general-admission date in the list", () => {
  it("puts the focus on the places form's heading when it opens", async () => {
    stubApi({
      "GET /api/v1/dates": () => json(list([listed(LECTURE_DATE)])),
      "GET /api/v1/events/2/dates/201/blockings": () => json(list([])),
    });
    renderShop("/events/dates");
    const user = userEvent.setup();
    const book = await screen.findByRole("button", { name: /^Plätze buchen: / });
    book.focus();
    await user.keyboard("{Enter}");
    // The form opens once the date's holds have loaded.
    const heading = await screen.findByRole(
      "heading",
      { name: "Plätze wählen" },
      { timeout: 5000 },
    );
    await waitFor(() => expect(heading).toHaveFocus(), { timeout: 5000 });
    expect(await screen.findByRole("combobox", { name: /Eintritt/ })).toBeVisible();
  });
});
