export { reservationCountdownMessages } from "./messages";
export {
  countdownStage,
  ReservationCountdown,
  type ReservationCountdownProps,
  reservationCountdownVariants,
} from "./reservation-countdown";
