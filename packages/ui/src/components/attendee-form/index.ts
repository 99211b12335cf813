export {
  AttendeeForm,
  type AttendeeFormErrors,
  type AttendeeFormProps,
  PhotoField,
  type PhotoFieldProps,
  type PhotoValue,
} from "./attendee-form";
export { attendeeFormMessages } from "./messages";
export {
  type Attendee,
  type AttendeeErrorKey,
  type AttendeeErrors,
  type AttendeeField,
  checkPhoto,
  hasAttendeeErrors,
  PHOTO_MAX_BYTES,
  PHOTO_PREVIEW_PX,
  PHOTO_TYPES,
  type PhotoErrorKey,
  type PhotoMandatory,
  sniffImageType,
  type ValidateAttendeesOptions,
  validateAttendees,
} from "./validate-attendees";
