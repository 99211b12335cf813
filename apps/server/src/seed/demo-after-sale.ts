// What a buyer of a demo ticket should know after buying it (spec selling-core §2
// shop.checkout.success "after-sale information per item"): the tickets' content key
// after_sale_information, one text per house or offer. Tickets without one show none.
import { t } from "./demo-text";

export const KUNSTHALLE_AFTER_SALE = t(
  "Bitte zeigen Sie das Ticket am Eingang vor, ausgedruckt oder auf dem Handy. Garderobe und Schließfächer finden Sie im Untergeschoss; große Taschen und Rucksäcke bitte dort abgeben.",
  "Please show the ticket at the entrance, printed or on your phone. The cloakroom and lockers are on the lower floor; please leave large bags and backpacks there.",
  "Muestre la entrada en la puerta, impresa o en el móvil. El guardarropa y las taquillas están en el sótano; deje allí los bolsos grandes y las mochilas.",
  "Veuillez présenter le billet à l'entrée, imprimé ou sur votre téléphone. Le vestiaire et les casiers se trouvent au sous-sol ; merci d'y déposer les grands sacs et sacs à dos.",
);

export const NATURKUNDE_AFTER_SALE = t(
  "Einlass über den Haupteingang am Flussufer; zeigen Sie das Ticket an der Kasse vor. Kinderwagen können im Foyer abgestellt werden, das Museumscafé im Erdgeschoss hat bis 17 Uhr geöffnet.",
  "Enter by the main entrance on the riverbank and show the ticket at the till. Prams can be left in the foyer; the museum café on the ground floor is open until 5 pm.",
  "Entrada por la puerta principal junto al río; muestre la entrada en la taquilla. Los cochecitos pueden dejarse en el vestíbulo; la cafetería de la planta baja abre hasta las 17:00.",
  "Entrée par l'accès principal au bord du fleuve ; présentez le billet à la caisse. Les poussettes peuvent rester dans le hall ; le café du musée au rez-de-chaussée est ouvert jusqu'à 17 h.",
);

export const IMPRESSIONISM_AFTER_SALE = t(
  "Bitte kommen Sie innerhalb Ihrer gebuchten Viertelstunde; wer später kommt, wartet auf den nächsten freien Einlass. Audioguides zur Ausstellung gibt es kostenlos an der Garderobe im Untergeschoss.",
  "Please arrive within your booked quarter hour; latecomers wait for the next free entry. Audio guides to the exhibition are free at the cloakroom on the lower floor.",
  "Llegue dentro del cuarto de hora reservado; quien llegue tarde espera a la siguiente entrada libre. Las audioguías de la exposición son gratuitas en el guardarropa del sótano.",
  "Merci d'arriver dans le quart d'heure réservé ; les retardataires attendent la prochaine entrée libre. Les audioguides de l'exposition sont gratuits au vestiaire du sous-sol.",
);

export const TREASURY_AFTER_SALE = t(
  "Treffpunkt ist fünf Minuten vor Beginn an der Tür zur Schatzkammer im ersten Stock. Die Führung beginnt pünktlich und dauert etwa 25 Minuten.",
  "Meet five minutes before the start at the door of the treasury on the first floor. The guided visit starts on time and takes about 25 minutes.",
  "El punto de encuentro es la puerta de la cámara del tesoro, en el primer piso, cinco minutos antes del comienzo. La visita empieza puntual y dura unos 25 minutos.",
  "Rendez-vous cinq minutes avant le début devant la porte du trésor, au premier étage. La visite commence à l'heure et dure environ 25 minutes.",
);

// spec selling-core §3 "Annual ticket sale": the name and photo come from the personalisation
// link (never a desk), the pass is posted or picked up; the desk only checks the photo ID.
export const ANNUAL_AFTER_SALE = t(
  "Ihre Jahreskarte trägt den Namen und, wenn verlangt, das Foto aus der Personalisierung. Bringen Sie beim ersten Besuch einen Lichtbildausweis mit; danach genügt die Karte am Eingang beider Häuser.",
  "Your annual pass carries the name and, where asked for, the photo from its personalisation. Bring photo ID on your first visit; after that, the pass alone admits you to both houses.",
  "Su pase anual lleva el nombre y, si se pidió, la foto de la personalización. Traiga un documento de identidad con foto en su primera visita; después basta el pase en la entrada de ambos museos.",
  "Votre carte annuelle porte le nom et, si elle est demandée, la photo indiqués lors de la personnalisation. Munissez-vous d'une pièce d'identité avec photo lors de votre première visite ; ensuite, la carte suffit à l'entrée des deux musées.",
);
