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
  type PhotoErrorKey,
  type PhotoMandatory,
  sniffImageType,
  type ValidateAttendeesOptions,
  validateAttendees,
} from "./validate-attendees";
