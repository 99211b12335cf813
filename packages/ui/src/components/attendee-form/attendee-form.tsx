import { PHOTO_UPLOAD } from "@shop/core/constants";
import {
  type ChangeEvent,
  type ComponentProps,
  type ReactNode,
  use,
  useEffect,
  useRef,
  useState,
} from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { Field, FieldContext, useFieldControl } from "../field/field";
import { Input } from "../input/input";
import { Spinner } from "../spinner/spinner";
import { attendeeFormMessages } from "./messages";
import {
  type Attendee,
  type AttendeeErrorKey,
  type AttendeeField,
  checkPhoto,
  type PhotoErrorKey,
  type PhotoMandatory,
} from "./validate-attendees";

/** Per attendee, the error of each field: a key of validateAttendees or a text of its own. */
export type AttendeeFormErrors = ReadonlyArray<
  Partial<Record<AttendeeField, AttendeeErrorKey | (string & {})>> | undefined
>;

export type AttendeeFormProps = Omit<ComponentProps<"div">, "onChange"> & {
  value: readonly Attendee[];
  onChange: (value: Attendee[]) => void;
  errors?: AttendeeFormErrors;
  /** The ticket's photo_mandatory: a photo field shows unless "none". */
  photoMandatory?: PhotoMandatory;
  /** Ask each attendee's e-mail too (the one-pager). */
  askEmail?: boolean;
  disabled?: boolean;
  /** Prefix of the inputs' names: `attendees.0.name`, `attendees.0.surname` … */
  name?: string;
  /** The legend of each attendee's fieldset; defaults to "Person 1 of 3". */
  legend?: (index: number, count: number) => ReactNode;
};

const ERROR_KEYS: ReadonlySet<string> = new Set<AttendeeErrorKey>([
  "nameRequire",
  "surnameRequire",
  "emailRequire",
  "emailValid",
  "photoRequired",
  "photoTooLarge",
  "photoNotImage",
]);

// The file input is visually hidden; its label, drawn as a button, shows the focus ring for it.
const pickButton = cn(
  "inline-flex min-h-10 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-4 py-2 font-medium text-foreground text-sm hover:bg-accent hover:text-accent-foreground",
  "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
  "peer-focus-visible:outline-solid peer-focus-visible:outline-[length:var(--ring-width)] peer-focus-visible:outline-offset-[length:var(--ring-offset)] peer-focus-visible:outline-ring",
);

/**
 * The attendee part of a personalization form (spec selling-core §2, §5): one fieldset per
 * attendee with first name, last name, e-mail (`askEmail`) and a photo when the ticket asks for
 * one. Controlled: the caller keeps the attendees and their errors (e.g. react-hook-form with
 * validateAttendees); only a picked photo is checked here, before it reaches `onChange`.
 */
export function AttendeeForm({
  value,
  onChange,
  errors,
  photoMandatory = "none",
  askEmail = false,
  disabled = false,
  name = "attendees",
  legend,
  className,
  ...props
}: AttendeeFormProps) {
  // a photo check resolves later: patch the attendees as they are then, not as they were
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const patch = (index: number, changes: Partial<Attendee>) => {
    const next = latest.current.map((attendee, at) =>
      at === index ? { ...attendee, ...changes } : attendee,
    );
    latest.current = next;
    onChange(next);
  };
  if (value.length === 0) return null;
  return (
    <div data-slot="attendee-form" className={cn("grid gap-6", className)} {...props}>
      {value.map((attendee, index) => (
        <AttendeeFieldset
          // attendees have no id of their own: the position is their identity (spec §5)
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          attendee={attendee}
          index={index}
          count={value.length}
          errors={errors?.[index]}
          photoMandatory={photoMandatory}
          askEmail={askEmail}
          disabled={disabled}
          name={`${name}.${index}`}
          legend={legend}
          onPatch={(changes) => patch(index, changes)}
        />
      ))}
    </div>
  );
}

type AttendeeFieldsetProps = {
  attendee: Attendee;
  index: number;
  count: number;
  errors: AttendeeFormErrors[number];
  photoMandatory: PhotoMandatory;
  askEmail: boolean;
  disabled: boolean;
  name: string;
  legend: AttendeeFormProps["legend"];
  onPatch: (changes: Partial<Attendee>) => void;
};

function AttendeeFieldset({
  attendee,
  index,
  count,
  errors,
  photoMandatory,
  askEmail,
  disabled,
  name,
  legend,
  onPatch,
}: AttendeeFieldsetProps) {
  const { t } = useUiText(attendeeFormMessages);
  const errorText = (field: AttendeeField) => {
    const error = errors?.[field];
    if (!error) return undefined;
    return ERROR_KEYS.has(error) ? t(`attendeeForm.${error as AttendeeErrorKey}`) : error;
  };
  const legendText = legend
    ? legend(index + 1, count)
    : t("attendeeForm.legend", { index: index + 1, count });
  // "section-" keeps a browser from filling every attendee with the same saved person
  const autoComplete = (token: string) => `section-attendee${index} ${token}`;
  return (
    <fieldset
      data-slot="attendee-form-attendee"
      disabled={disabled}
      className="grid gap-4 rounded-md border border-border p-4"
    >
      <legend data-slot="attendee-form-legend" className="px-1 font-heading font-semibold">
        {legendText}
      </legend>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t("attendeeForm.name")} required error={errorText("name")}>
          <Input
            name={`${name}.name`}
            autoComplete={autoComplete("given-name")}
            value={attendee.name}
            onChange={(event) => onPatch({ name: event.target.value })}
          />
        </Field>
        <Field label={t("attendeeForm.surname")} required error={errorText("surname")}>
          <Input
            name={`${name}.surname`}
            autoComplete={autoComplete("family-name")}
            value={attendee.surname}
            onChange={(event) => onPatch({ surname: event.target.value })}
          />
        </Field>
      </div>
      {askEmail && (
        <Field label={t("attendeeForm.email")} required error={errorText("email")}>
          <Input
            type="email"
            name={`${name}.email`}
            autoComplete={autoComplete("email")}
            value={attendee.email ?? ""}
            onChange={(event) => onPatch({ email: event.target.value })}
          />
        </Field>
      )}
      {photoMandatory !== "none" && (
        <AttendeePhoto
          attendee={attendee}
          person={`${attendee.name} ${attendee.surname}`.trim() || String(legendText)}
          optional={photoMandatory === "optional"}
          error={errorText("photo")}
          name={`${name}.photo`}
          onPatch={onPatch}
        />
      )}
    </fieldset>
  );
}

/** The preview address of a picked file, revoked when the file changes or the form goes. */
function usePreviewUrl(photo: File | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // jsdom has no object URLs; a browser always has
    if (!photo || typeof URL.createObjectURL !== "function") return setUrl(undefined);
    const next = URL.createObjectURL(photo);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo]);
  return url;
}

type AttendeePhotoProps = {
  attendee: Pick<Attendee, "photo" | "photoUrl">;
  person: string;
  optional: boolean;
  error: string | undefined;
  name: string;
  onPatch: (changes: Partial<Attendee>) => void;
};

function AttendeePhoto({ attendee, person, optional, error, name, onPatch }: AttendeePhotoProps) {
  const { t } = useUiText(attendeeFormMessages);
  const [checking, setChecking] = useState(false);
  const [pickError, setPickError] = useState<PhotoErrorKey>();
  const [news, setNews] = useState("");
  const pick = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(attendee.photo) ?? attendee.photoUrl ?? undefined;
  const hasPhoto = Boolean(attendee.photo || attendee.photoUrl);

  const handlePick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // lets the same file be picked again after a fix elsewhere; the chosen one is in the value
    event.target.value = "";
    if (!file) return;
    const current = ++pick.current;
    setChecking(true);
    setNews("");
    const problem = await checkPhoto(file);
    if (current !== pick.current) return;
    setChecking(false);
    setPickError(problem);
    if (problem) return setNews(t(`attendeeForm.${problem}`));
    setNews(t("attendeeForm.photoAccepted", { file: file.name }));
    onPatch({ photo: file, photoUrl: null });
  };

  return (
    <Field
      label={
        <>
          {t("attendeeForm.photo")}
          {optional && ` ${t("attendeeForm.optional")}`}
        </>
      }
      hint={t("attendeeForm.photoHint")}
      required={!optional}
      error={pickError ? t(`attendeeForm.${pickError}`) : error}
    >
      <div data-slot="attendee-form-photo" className="flex flex-wrap items-end gap-3">
        {preview && (
          <img
            data-slot="attendee-form-photo-preview"
            src={preview}
            alt={t("attendeeForm.photoAlt", { person })}
            width={PHOTO_UPLOAD.previewPx}
            height={PHOTO_UPLOAD.previewPx}
            className="size-[200px] rounded-md border border-border object-cover"
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <PhotoInput
            ref={input}
            name={name}
            hasPhoto={hasPhoto}
            required={!optional && !hasPhoto}
            onChange={handlePick}
          />
          {hasPhoto && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setPickError(undefined);
                onPatch({ photo: null, photoUrl: null });
                // the button goes away with the photo: keep the keyboard user in the field
                input.current?.focus();
              }}
            >
              {t("attendeeForm.photoRemove")}
            </Button>
          )}
          {checking && <Spinner size="sm" label={t("attendeeForm.photoChecking")} />}
        </div>
        <span role="status" className="sr-only">
          {news}
        </span>
      </div>
    </Field>
  );
}

/** The photo of one person: a picked file or one stored before (`photoUrl`). */
export type PhotoValue = { photo: File | null; photoUrl: string | null };

export type PhotoFieldProps = {
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  /** Whom the photo shows (the preview's alt text). */
  person: string;
  optional?: boolean;
  /** An error key of validateAttendees (photoRequired …) or a text of its own. */
  error?: string;
  name: string;
};

/**
 * The photo field of the attendee form on its own (spec selling-core §5: image only, at most
 * 2 MB, a 200×200 preview), for a page that asks the person elsewhere: the annual-ticket
 * personalization.
 */
export function PhotoField({
  value,
  onChange,
  person,
  optional = false,
  error,
  name,
}: PhotoFieldProps) {
  const { t } = useUiText(attendeeFormMessages);
  const errorText =
    error && ERROR_KEYS.has(error) ? t(`attendeeForm.${error as AttendeeErrorKey}`) : error;
  return (
    <AttendeePhoto
      attendee={value}
      person={person}
      optional={optional}
      error={errorText}
      name={name}
      onPatch={(changes) => onChange({ ...value, ...changes } as PhotoValue)}
    />
  );
}

function PhotoInput({ hasPhoto, ...props }: ComponentProps<"input"> & { hasPhoto?: boolean }) {
  const { t } = useUiText(attendeeFormMessages);
  const field = use(FieldContext);
  const control = useFieldControl(props);
  return (
    <>
      <input
        type="file"
        accept={PHOTO_UPLOAD.mimeTypes.join(",")}
        className="peer sr-only"
        // named by the field's label alone, not also by the button-like label below
        aria-labelledby={field?.labelId}
        {...control}
      />
      <label htmlFor={control.id} className={pickButton}>
        {t(hasPhoto ? "attendeeForm.photoChange" : "attendeeForm.photoChoose")}
      </label>
    </>
  );
}
