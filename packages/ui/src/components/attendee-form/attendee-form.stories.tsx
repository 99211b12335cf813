import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { AttendeeForm } from "./attendee-form";
import { type Attendee, validateAttendees } from "./validate-attendees";

// a stored photo (photo_url) without a network: a small drawn portrait
const STORED_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#d6d3d1"/><circle cx="20" cy="15" r="7" fill="#78716c"/><path d="M6 40c2-10 8-14 14-14s12 4 14 14z" fill="#78716c"/></svg>',
)}`;

const EMPTY: Attendee = { name: "", surname: "", email: "" };

/** Holds the attendees as the shop's form would, so the stories can be typed into. */
function Controlled(props: ComponentProps<typeof AttendeeForm>) {
  const [value, setValue] = useState(props.value);
  return <AttendeeForm {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: "Composites/AttendeeForm",
  component: AttendeeForm,
  args: {
    value: [{ name: "Ada", surname: "Lovelace", email: "ada@example.org" }, { ...EMPTY }],
    onChange: () => {},
    photoMandatory: "none",
  },
  argTypes: {
    photoMandatory: { control: "inline-radio", options: ["mandatory", "optional", "none"] },
  },
  render: (args) => (
    <div className="max-w-2xl">
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof AttendeeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnePagerWithEmail: Story = { args: { askEmail: true } };

export const PhotoMandatory: Story = { args: { photoMandatory: "mandatory" } };

export const PhotoOptional: Story = { args: { photoMandatory: "optional" } };

export const StoredPhoto: Story = {
  args: {
    photoMandatory: "mandatory",
    value: [{ name: "Ada", surname: "Lovelace", photoUrl: STORED_PHOTO }],
  },
};

const invalid: Attendee[] = [
  { name: "", surname: "", email: "ada@example" },
  { name: "Grace", surname: "", email: "" },
];

export const WithErrors: Story = {
  args: {
    askEmail: true,
    photoMandatory: "mandatory",
    value: invalid,
    errors: validateAttendees(invalid, { askEmail: true, photoMandatory: "mandatory" }),
  },
};

/** The photo's own errors: too large, and not an image (checked when a file is picked). */
export const PhotoErrors: Story = {
  args: {
    photoMandatory: "mandatory",
    value: [
      { name: "Ada", surname: "Lovelace" },
      { name: "Grace", surname: "Hopper" },
    ],
    errors: [{ photo: "photoTooLarge" }, { photo: "photoNotImage" }],
  },
};

export const Disabled: Story = { args: { disabled: true, photoMandatory: "optional" } };

/** No attendees: the form part renders nothing. */
export const Empty: Story = { args: { value: [] } };

export const LongText: Story = {
  args: {
    askEmail: true,
    photoMandatory: "optional",
    value: [
      {
        name: "Maria Magdalena Theresia Josepha",
        surname: "von Hohenzollern-Sigmaringen-Hechingen",
        email: "maria.magdalena.theresia@sehr-lange-domain-eines-museumsvereins.example.org",
      },
    ],
  },
  render: (args) => (
    <div className="max-w-xs">
      <Controlled {...args} />
    </div>
  ),
};

export const ThemeAtelier: Story = {
  args: { photoMandatory: "mandatory" },
  globals: { theme: "atelier" },
};

export const ThemeNocturne: Story = {
  args: { photoMandatory: "mandatory" },
  globals: { theme: "nocturne" },
};

export const English: Story = { ...WithErrors, globals: { locale: "en" } };

export const Spanish: Story = { ...WithErrors, globals: { locale: "es" } };

export const French: Story = { ...WithErrors, globals: { locale: "fr" } };
