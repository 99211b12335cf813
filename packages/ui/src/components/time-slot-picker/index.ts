export { timeSlotPickerMessages } from "./messages";
export {
  TimeSlotPicker,
  type TimeSlotPickerProps,
  timeSlotOptionVariants,
} from "./time-slot-picker";
