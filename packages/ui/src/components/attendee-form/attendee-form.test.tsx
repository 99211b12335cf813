import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import {
  AttendeeForm,
  type AttendeeFormErrors,
  PhotoField,
  type PhotoValue,
} from "./attendee-form";
import {
  type Attendee,
  checkPhoto,
  hasAttendeeErrors,
  type PhotoMandatory,
  validateAttendees,
} from "./validate-attendees";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

// the padding is a string: jsdom copies a large typed array through a spread, which overflows
function file(bytes: number[], name: string, type: string, size = bytes.length): File {
  return new File([new Uint8Array(bytes), "\0".repeat(size - bytes.length)], name, { type });
}

// a file input has no role; find it, then check the name a screen reader gives it
function photoInput(): HTMLElement {
  const input = document.querySelector<HTMLElement>('input[type="file"]');
  if (input === null) throw new Error("no photo input");
  expect(input).toHaveAccessibleName("Foto");
  return input;
}

const ada: Attendee = { name: "Ada", surname: "Lovelace", email: "ada@example.org" };
const empty: Attendee = { name: "", surname: "", email: "" };

describe("validateAttendees", () => {
  it.each<[string, Attendee, { photoMandatory?: PhotoMandatory; askEmail?: boolean }, object]>([
    ["a complete attendee", ada, { askEmail: true }, {}],
    [
      "an empty attendee",
      empty,
      { askEmail: true },
      { name: "nameRequire", surname: "surnameRequire", email: "emailRequire" },
    ],
    ["blanks only", { name: "  ", surname: "x" }, {}, { name: "nameRequire" }],
    [
      "an e-mail without a dot",
      { ...ada, email: "ada@example" },
      { askEmail: true },
      { email: "emailValid" },
    ],
    ["no e-mail when it is not asked", { ...ada, email: "" }, {}, {}],
    [
      "no photo for a mandatory one",
      ada,
      { photoMandatory: "mandatory" },
      { photo: "photoRequired" },
    ],
    ["no photo for an optional one", ada, { photoMandatory: "optional" }, {}],
    ["no photo when none is asked", ada, { photoMandatory: "none" }, {}],
    [
      "a stored photo for a mandatory one",
      { ...ada, photoUrl: "https://shop.example.org/photos/1.jpg" },
      { photoMandatory: "mandatory" },
      {},
    ],
    [
      "a photo of 2 MB exactly",
      { ...ada, photo: file(PNG, "a.png", "image/png", 2 * 1024 * 1024) },
      { photoMandatory: "mandatory" },
      {},
    ],
    [
      "a photo one byte above 2 MB",
      { ...ada, photo: file(PNG, "a.png", "image/png", 2 * 1024 * 1024 + 1) },
      { photoMandatory: "optional" },
      { photo: "photoTooLarge" },
    ],
    [
      "a PDF as photo",
      { ...ada, photo: file([0x25, 0x50, 0x44, 0x46], "a.pdf", "application/pdf") },
      { photoMandatory: "mandatory" },
      { photo: "photoNotImage" },
    ],
  ])("given %s, answers the error keys", (_, attendee, options, expected) => {
    expect(validateAttendees([attendee], options)).toEqual([expected]);
  });

  it("answers one entry per attendee and tells whether any has an error", () => {
    const errors = validateAttendees([ada, empty]);
    expect(errors).toEqual([{}, { name: "nameRequire", surname: "surnameRequire" }]);
    expect(hasAttendeeErrors(errors)).toBe(true);
    expect(hasAttendeeErrors(validateAttendees([ada]))).toBe(false);
  });
});

describe("checkPhoto", () => {
  it.each([
    ["a PNG", file(PNG, "a.png", "image/png"), undefined],
    ["a JPEG", file(JPEG, "a.jpg", "image/jpeg"), undefined],
    ["a WebP", file(WEBP, "a.webp", "image/webp"), undefined],
    ["text named .png", file([0x68, 0x69], "a.png", "image/png"), "photoNotImage"],
    ["a PDF", file([0x25, 0x50, 0x44, 0x46], "a.pdf", "application/pdf"), "photoNotImage"],
    ["an SVG", file([0x3c, 0x73, 0x76, 0x67], "a.svg", "image/svg+xml"), "photoNotImage"],
    ["a PNG above 2 MB", file(PNG, "a.png", "image/png", 2 * 1024 * 1024 + 1), "photoTooLarge"],
  ])("given %s, answers its error key", async (_, photo, expected) => {
    expect(await checkPhoto(photo)).toBe(expected);
  });

  it("refuses a file with an image signature that the browser cannot decode", async () => {
    vi.stubGlobal("createImageBitmap", vi.fn().mockRejectedValue(new Error("broken")));
    expect(await checkPhoto(file(PNG, "a.png", "image/png"))).toBe("photoNotImage");
    vi.unstubAllGlobals();
  });
});

function Harness(props: {
  initial: Attendee[];
  photoMandatory?: PhotoMandatory;
  askEmail?: boolean;
  errors?: AttendeeFormErrors;
  disabled?: boolean;
  onChange?: (value: Attendee[]) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <AttendeeForm
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      photoMandatory={props.photoMandatory}
      askEmail={props.askEmail}
      errors={props.errors}
      disabled={props.disabled}
    />
  );
}

describe("AttendeeForm", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:photo");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    // jsdom has neither; leave it as it was for the other files
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("shows one named fieldset per attendee with required name fields", async () => {
    const onChange = vi.fn();
    render(<Harness initial={[empty, empty, empty]} askEmail onChange={onChange} />);
    const second = screen.getByRole("group", { name: "Person 2 von 3" });
    const name = within(second).getByRole("textbox", { name: "Vorname" });
    expect(name).toBeRequired();
    expect(within(second).getByRole("textbox", { name: "Nachname" })).toBeRequired();
    expect(within(second).getByRole("textbox", { name: "E-Mail" })).toHaveAttribute(
      "type",
      "email",
    );
    expect(within(second).queryByLabelText("Foto")).not.toBeInTheDocument();
    await userEvent.type(name, "Ada");
    expect(onChange).toHaveBeenLastCalledWith([empty, { ...empty, name: "Ada" }, empty]);
    expect(await axeViolations()).toEqual([]);
  });

  it("renders nothing without attendees", () => {
    const { container } = render(<AttendeeForm value={[]} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe("given errors by key", () => {
    it("shows each translated under its field and describes the field by it", async () => {
      render(
        <Harness
          initial={[empty]}
          askEmail
          photoMandatory="mandatory"
          errors={[
            {
              name: "nameRequire",
              email: "emailValid",
              surname: "Vom Server",
              photo: "photoRequired",
            },
          ]}
        />,
      );
      const name = screen.getByRole("textbox", { name: "Vorname" });
      expect(name).toHaveAttribute("aria-invalid", "true");
      expect(name).toHaveAccessibleDescription("Bitte geben Sie den Vornamen ein.");
      expect(screen.getByRole("textbox", { name: "Nachname" })).toHaveAccessibleDescription(
        "Vom Server",
      );
      expect(screen.getByRole("textbox", { name: "E-Mail" })).toHaveAccessibleDescription(
        /gültige E-Mail-Adresse/,
      );
      expect(photoInput()).toHaveAccessibleDescription(
        "Ein Bild als JPEG, PNG oder WebP, höchstens 2 MB. Bitte laden Sie ein Foto hoch.",
      );
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given a mandatory photo", () => {
    it("takes a valid image, previews it at 200×200 and announces it", async () => {
      const onChange = vi.fn();
      render(<Harness initial={[ada]} photoMandatory="mandatory" onChange={onChange} />);
      const input = photoInput();
      expect(input).toBeRequired();
      const photo = file(PNG, "ada.png", "image/png");
      await userEvent.upload(input, photo);
      await waitFor(() =>
        expect(onChange).toHaveBeenCalledWith([{ ...ada, photo, photoUrl: null }]),
      );
      // the preview address is made in an effect after the photo reaches the value
      const preview = await screen.findByRole("img", { name: "Foto von Ada Lovelace" });
      expect(preview).toHaveAttribute("width", "200");
      expect(preview).toHaveAttribute("height", "200");
      expect(preview).toHaveClass("object-cover");
      expect(screen.getByRole("status")).toHaveTextContent("Foto ada.png übernommen");
      expect(photoInput()).not.toBeRequired();
      expect(await axeViolations()).toEqual([]);
    });

    it("refuses a photo above 2 MB and keeps it out of the value", async () => {
      const onChange = vi.fn();
      render(<Harness initial={[ada]} photoMandatory="mandatory" onChange={onChange} />);
      await userEvent.upload(photoInput(), file(PNG, "big.png", "image/png", 2 * 1024 * 1024 + 1));
      const input = photoInput();
      await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
      expect(input).toHaveAccessibleDescription(/größer als 2 MB/);
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.queryByRole("img")).not.toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });

    it("refuses a file that is no image, whatever its name", async () => {
      const user = userEvent.setup({ applyAccept: false });
      const onChange = vi.fn();
      render(<Harness initial={[ada]} photoMandatory="mandatory" onChange={onChange} />);
      await user.upload(photoInput(), file([0x25, 0x50], "ada.pdf", "application/pdf"));
      await waitFor(() => expect(photoInput()).toHaveAccessibleDescription(/kein Bild/));
      await user.upload(photoInput(), file([0x68, 0x69], "fake.png", "image/png"));
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/kein Bild/));
      expect(onChange).not.toHaveBeenCalled();
    });

    it("removes a stored photo on request", async () => {
      const onChange = vi.fn();
      render(
        <Harness
          initial={[{ ...ada, photoUrl: "https://shop.example.org/photos/1.jpg" }]}
          photoMandatory="mandatory"
          onChange={onChange}
        />,
      );
      expect(screen.getByRole("img", { name: "Foto von Ada Lovelace" })).toHaveAttribute(
        "src",
        "https://shop.example.org/photos/1.jpg",
      );
      expect(screen.getByText("Anderes Foto wählen")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Foto entfernen" }));
      expect(onChange).toHaveBeenCalledWith([{ ...ada, photo: null, photoUrl: null }]);
      expect(screen.queryByRole("img")).not.toBeInTheDocument();
      expect(photoInput()).toHaveFocus();
      expect(photoInput()).toBeRequired();
    });
  });

  describe("given an optional photo", () => {
    it("marks the field optional and does not require it", async () => {
      render(<Harness initial={[ada]} photoMandatory="optional" />);
      const input = screen.getByLabelText("Foto (freiwillig)");
      expect(input).not.toBeRequired();
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given it is disabled", () => {
    it("disables every field of every attendee", async () => {
      render(<Harness initial={[ada, ada]} photoMandatory="optional" disabled />);
      for (const box of screen.getAllByRole("textbox")) expect(box).toBeDisabled();
      for (const input of screen.getAllByLabelText("Foto (freiwillig)"))
        expect(input).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    });
  });

  it("speaks the provider's language", () => {
    render(
      <UiMessagesProvider locale="en">
        <Harness initial={[empty, empty]} askEmail photoMandatory="optional" />
      </UiMessagesProvider>,
    );
    const first = screen.getByRole("group", { name: "Attendee 1 of 2" });
    expect(within(first).getByRole("textbox", { name: "First name" })).toBeInTheDocument();
    expect(within(first).getByRole("textbox", { name: "Last name" })).toBeInTheDocument();
    expect(within(first).getByLabelText("Photo (optional)")).toBeInTheDocument();
    expect(within(first).getByText("Choose a photo")).toBeInTheDocument();
  });
});

function PhotoHarness(props: { onChange: (value: PhotoValue) => void; error?: string }) {
  const [value, setValue] = useState<PhotoValue>({ photo: null, photoUrl: null });
  return (
    <PhotoField
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      person="Ada Lovelace"
      name="photo"
      error={props.error}
    />
  );
}

// The annual-ticket personalization asks the person elsewhere and the photo with this field.
describe("PhotoField", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:photo");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("takes a checked image as the value and previews it, like the attendee form", async () => {
    const onChange = vi.fn();
    render(<PhotoHarness onChange={onChange} />);
    const photo = file(JPEG, "ada.jpg", "image/jpeg");
    await userEvent.upload(photoInput(), photo);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ photo, photoUrl: null }));
    expect(await screen.findByRole("img", { name: "Foto von Ada Lovelace" })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows an error key of validateAttendees as its text", () => {
    render(<PhotoHarness onChange={vi.fn()} error="photoRequired" />);
    expect(photoInput()).toHaveAccessibleDescription(/Bitte laden Sie ein Foto hoch/);
    expect(photoInput()).toHaveAttribute("aria-invalid", "true");
  });
});
