export {
  type AvailabilityByDate,
  AvailabilityMark,
  CapacityCalendar,
  type CapacityCalendarProps,
  calendarDayVariants,
} from "./capacity-calendar";
export { capacityCalendarMessages } from "./messages";
