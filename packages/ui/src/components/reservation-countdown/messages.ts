// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "reservationCountdown.label": "Reserviert für",
  "reservationCountdown.expired": "Reservierung abgelaufen",
  "reservationCountdown.refresh": "Reservierung verlängern",
  "reservationCountdown.fiveMinutes": "Ihre Reservierung läuft in 5 Minuten ab.",
  "reservationCountdown.oneMinute": "Ihre Reservierung läuft in 1 Minute ab.",
  "reservationCountdown.expiredNotice":
    "Ihre Reservierung ist abgelaufen. Die Plätze wurden wieder freigegeben.",
  "reservationCountdown.extendHint": "Mit „{action}“ erhalten Sie mehr Zeit.",
};

export const reservationCountdownMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "reservationCountdown.label": "Reserved for",
    "reservationCountdown.expired": "Reservation expired",
    "reservationCountdown.refresh": "Extend reservation",
    "reservationCountdown.fiveMinutes": "Your reservation expires in 5 minutes.",
    "reservationCountdown.oneMinute": "Your reservation expires in 1 minute.",
    "reservationCountdown.expiredNotice":
      "Your reservation has expired. The places have been released.",
    "reservationCountdown.extendHint": "Choose “{action}” to get more time.",
  },
  es: {
    "reservationCountdown.label": "Reservado durante",
    "reservationCountdown.expired": "Reserva caducada",
    "reservationCountdown.refresh": "Ampliar la reserva",
    "reservationCountdown.fiveMinutes": "Tu reserva caduca en 5 minutos.",
    "reservationCountdown.oneMinute": "Tu reserva caduca en 1 minuto.",
    "reservationCountdown.expiredNotice": "Tu reserva ha caducado. Las plazas se han liberado.",
    "reservationCountdown.extendHint": "Elige «{action}» para tener más tiempo.",
  },
  fr: {
    "reservationCountdown.label": "Réservé pendant",
    "reservationCountdown.expired": "Réservation expirée",
    "reservationCountdown.refresh": "Prolonger la réservation",
    "reservationCountdown.fiveMinutes": "Votre réservation expire dans 5 minutes.",
    "reservationCountdown.oneMinute": "Votre réservation expire dans 1 minute.",
    "reservationCountdown.expiredNotice":
      "Votre réservation a expiré. Les places ont été libérées.",
    "reservationCountdown.extendHint":
      "Choisissez «\u00a0{action}\u00a0» pour obtenir plus de temps.",
  },
};
