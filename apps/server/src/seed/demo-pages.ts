// The demo's static pages (the issue "venue's pages", Deliver 3; surrounding-areas §2 "Static
// pages"): the legal pages the footer and the cart link to, contact, FAQ and a real
// accessibility statement, in the four shop languages. HTML, sanitised as any venue's is.
import type { CatalogueInput } from "../modules/catalogue/service";
import { t } from "./demo-text";

const ADDRESS = "Museen am Fluss gGmbH<br>Uferstraße 1<br>12345 Flussstadt";
const MAIL = '<a href="mailto:besuch@museen-am-fluss.example">besuch@museen-am-fluss.example</a>';
const PHONE = '<a href="tel:+4912345678900">+49 123 456 789 00</a>';

export const DEMO_PAGES: NonNullable<CatalogueInput["pages"]> = [
  {
    id: "impressum",
    title: t("Impressum", "Imprint", "Aviso legal", "Mentions légales"),
    body: t(
      `<h2>Anbieter</h2><address>${ADDRESS}</address><p>Vertreten durch die Geschäftsführung, Dr. Jana Beispiel.</p><p>Registergericht: Amtsgericht Flussstadt, HRB 12345<br>Umsatzsteuer-ID: DE123456789</p><h2>Kontakt</h2><p>E-Mail: ${MAIL}<br>Telefon: ${PHONE}</p><p>Dies ist ein Demo-Shop: Der Anbieter ist erfunden.</p>`,
      `<h2>Provider</h2><address>${ADDRESS}</address><p>Represented by the managing director, Dr Jana Beispiel.</p><p>Register court: Flussstadt local court, HRB 12345<br>VAT ID: DE123456789</p><h2>Contact</h2><p>E-mail: ${MAIL}<br>Phone: ${PHONE}</p><p>This is a demo shop: the provider is fictional.</p>`,
      `<h2>Responsable</h2><address>${ADDRESS}</address><p>Representada por la gerente, Dra. Jana Beispiel.</p><p>Registro mercantil: juzgado de Flussstadt, HRB 12345<br>NIF-IVA: DE123456789</p><h2>Contacto</h2><p>Correo: ${MAIL}<br>Teléfono: ${PHONE}</p><p>Esta es una tienda de demostración: el responsable es ficticio.</p>`,
      `<h2>Éditeur</h2><address>${ADDRESS}</address><p>Représentée par sa directrice, Dr Jana Beispiel.</p><p>Registre du commerce : tribunal de Flussstadt, HRB 12345<br>N° de TVA : DE123456789</p><h2>Contact</h2><p>Courriel : ${MAIL}<br>Téléphone : ${PHONE}</p><p>Ceci est une boutique de démonstration : l'éditeur est fictif.</p>`,
    ),
  },
  {
    id: "agb",
    title: t(
      "Allgemeine Geschäftsbedingungen",
      "Terms and conditions",
      "Condiciones generales",
      "Conditions générales de vente",
    ),
    body: t(
      "<h2>1. Geltung</h2><p>Diese Bedingungen gelten für alle Käufe im Online-Shop der Museen am Fluss.</p><h2>2. Vertragsschluss</h2><p>Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit der Bestätigung per E-Mail zustande.</p><h2>3. Preise und Zahlung</h2><p>Alle Preise sind Endpreise in Euro inklusive der gesetzlichen Umsatzsteuer.</p><h2>4. Tickets</h2><p>Tickets gelten für den gewählten Tag und, bei Zeitfenstertickets, für den gewählten Einlass. Ein Widerrufsrecht besteht für Eintrittskarten zu einem bestimmten Termin nicht (§ 312g Abs. 2 Nr. 9 BGB).</p><h2>5. Wertgutscheine</h2><p>Wertgutscheine sind drei Jahre ab Kauf gültig und können in mehreren Bestellungen eingelöst werden.</p>",
      "<h2>1. Scope</h2><p>These terms apply to every purchase in the online shop of Museen am Fluss.</p><h2>2. Contract</h2><p>By clicking “Place order with obligation to pay” you make a binding offer; the contract is concluded with our confirmation by e-mail.</p><h2>3. Prices and payment</h2><p>All prices are final prices in euros including VAT.</p><h2>4. Tickets</h2><p>Tickets are valid on the chosen day and, for time-slot tickets, for the chosen entry. Tickets for a specific date cannot be withdrawn from (§ 312g (2) no. 9 German Civil Code).</p><h2>5. Value coupons</h2><p>Value coupons are valid for three years from purchase and may be redeemed over several orders.</p>",
      "<h2>1. Ámbito</h2><p>Estas condiciones se aplican a todas las compras en la tienda en línea de Museen am Fluss.</p><h2>2. Contrato</h2><p>Al pulsar «Comprar con obligación de pago» realiza una oferta vinculante; el contrato se celebra con nuestra confirmación por correo.</p><h2>3. Precios y pago</h2><p>Todos los precios son finales, en euros e IVA incluido.</p><h2>4. Entradas</h2><p>Las entradas valen para el día elegido y, en las de franja horaria, para el acceso elegido. No existe derecho de desistimiento para entradas de fecha determinada.</p><h2>5. Vales de valor</h2><p>Los vales son válidos tres años desde la compra y pueden canjearse en varios pedidos.</p>",
      "<h2>1. Champ d'application</h2><p>Ces conditions s'appliquent à tout achat dans la boutique en ligne de Museen am Fluss.</p><h2>2. Conclusion du contrat</h2><p>En cliquant sur « Commander avec obligation de paiement », vous faites une offre ferme ; le contrat est conclu par notre confirmation par courriel.</p><h2>3. Prix et paiement</h2><p>Tous les prix sont des prix finaux en euros, TVA comprise.</p><h2>4. Billets</h2><p>Les billets valent pour le jour choisi et, pour les billets à créneau, pour l'entrée choisie. Les billets à date fixe ne peuvent faire l'objet d'une rétractation.</p><h2>5. Bons de valeur</h2><p>Les bons sont valables trois ans à compter de l'achat et peuvent être utilisés sur plusieurs commandes.</p>",
    ),
  },
  {
    id: "datenschutz",
    title: t("Datenschutz", "Privacy", "Privacidad", "Confidentialité"),
    body: t(
      `<h2>Verantwortlicher</h2><address>${ADDRESS}</address><h2>Was wir speichern</h2><p>Für eine Bestellung: Name, Anschrift, E-Mail-Adresse und die gekauften Tickets, solange es die Aufbewahrungspflichten verlangen. Für ein Kundenkonto zusätzlich Ihr Passwort, nur als Hash.</p><h2>Warteliste</h2><p>Tragen Sie sich für eine ausverkaufte Zeit auf die Warteliste ein, speichern wir Ihre E-Mail-Adresse und die gewünschten Plätze nur für diese Warteliste: Wir löschen sie, sobald Ihr Angebot endet oder die Zeit begonnen hat.</p><h2>Cookies</h2><p>Der Shop setzt ein Sitzungs-Cookie für Warenkorb und Anmeldung. Bilder und Skripte anderer Anbieter lädt er erst nach Ihrer Zustimmung.</p><h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch. Schreiben Sie an ${MAIL}.</p>`,
      `<h2>Controller</h2><address>${ADDRESS}</address><h2>What we store</h2><p>For an order: name, address, e-mail address and the tickets bought, as long as retention duties require. For a customer account also your password, as a hash only.</p><h2>Waiting list</h2><p>When you join the waiting list of a sold-out time, we keep your e-mail address and the places you asked for only for that waiting list: we delete them as soon as your offer ends or the time has begun.</p><h2>Cookies</h2><p>The shop sets a session cookie for the cart and sign-in. It loads pictures and scripts of other providers only after your consent.</p><h2>Your rights</h2><p>You have the right of access, rectification, erasure and objection. Write to ${MAIL}.</p>`,
      `<h2>Responsable</h2><address>${ADDRESS}</address><h2>Qué guardamos</h2><p>Para un pedido: nombre, dirección, correo y las entradas compradas, mientras lo exijan las obligaciones de conservación. Para una cuenta, además su contraseña, solo como hash.</p><h2>Lista de espera</h2><p>Si se apunta a la lista de espera de una hora agotada, guardamos su correo y las plazas pedidas solo para esa lista: los borramos en cuanto termina su oferta o ha empezado la hora.</p><h2>Cookies</h2><p>La tienda usa una cookie de sesión para la cesta y el inicio de sesión. Carga imágenes y scripts de terceros solo con su consentimiento.</p><h2>Sus derechos</h2><p>Tiene derecho de acceso, rectificación, supresión y oposición. Escriba a ${MAIL}.</p>`,
      `<h2>Responsable du traitement</h2><address>${ADDRESS}</address><h2>Ce que nous conservons</h2><p>Pour une commande : nom, adresse, courriel et billets achetés, aussi longtemps que l'exigent les obligations de conservation. Pour un compte client, aussi votre mot de passe, uniquement haché.</p><h2>Liste d'attente</h2><p>Si vous vous inscrivez sur la liste d'attente d'un horaire complet, nous conservons votre courriel et les places demandées uniquement pour cette liste : nous les supprimons dès que votre offre prend fin ou que l'horaire a commencé.</p><h2>Cookies</h2><p>La boutique utilise un cookie de session pour le panier et la connexion. Elle ne charge les images et scripts de tiers qu'avec votre accord.</p><h2>Vos droits</h2><p>Vous disposez d'un droit d'accès, de rectification, d'effacement et d'opposition. Écrivez à ${MAIL}.</p>`,
    ),
  },
  {
    id: "kontakt",
    title: t("Kontakt", "Contact", "Contacto", "Contact"),
    body: t(
      `<p>Besucherservice, Montag bis Freitag 9 bis 16 Uhr:</p><p>Telefon: ${PHONE}<br>E-Mail: ${MAIL}</p><address>${ADDRESS}</address>`,
      `<p>Visitor service, Monday to Friday 9 am to 4 pm:</p><p>Phone: ${PHONE}<br>E-mail: ${MAIL}</p><address>${ADDRESS}</address>`,
      `<p>Atención al visitante, de lunes a viernes de 9 a 16 h:</p><p>Teléfono: ${PHONE}<br>Correo: ${MAIL}</p><address>${ADDRESS}</address>`,
      `<p>Service des visiteurs, du lundi au vendredi de 9 h à 16 h :</p><p>Téléphone : ${PHONE}<br>Courriel : ${MAIL}</p><address>${ADDRESS}</address>`,
    ),
  },
  {
    id: "faq",
    title: t(
      "Häufige Fragen",
      "Frequently asked questions",
      "Preguntas frecuentes",
      "Questions fréquentes",
    ),
    body: t(
      "<h2>Muss ich mein Ticket ausdrucken?</h2><p>Nein. Zeigen Sie den QR-Code der PDF-Datei am Einlass auf dem Telefon.</p><h2>Was bedeutet das Zeitfenster?</h2><p>Sie betreten die Ausstellung in diesem halbstündigen Fenster und bleiben, so lange Sie möchten.</p><h2>Wie löse ich einen Wertgutschein ein?</h2><p>Geben Sie den Code im Warenkorb ein; ein Restwert bleibt für die nächste Bestellung.</p>",
      "<h2>Do I need to print my ticket?</h2><p>No. Show the PDF's QR code on your phone at the entrance.</p><h2>What does the time slot mean?</h2><p>You enter the exhibition within that half hour and stay as long as you like.</p><h2>How do I redeem a value coupon?</h2><p>Enter its code in the cart; any value left stays for your next order.</p>",
      "<h2>¿Tengo que imprimir la entrada?</h2><p>No. Muestre el código QR del PDF en su teléfono en la entrada.</p><h2>¿Qué significa la franja horaria?</h2><p>Entra en la exposición dentro de esa media hora y se queda el tiempo que quiera.</p><h2>¿Cómo canjeo un vale?</h2><p>Introduzca el código en la cesta; el saldo restante queda para el siguiente pedido.</p>",
      "<h2>Dois-je imprimer mon billet ?</h2><p>Non. Présentez le code QR du PDF sur votre téléphone à l'entrée.</p><h2>Que signifie le créneau ?</h2><p>Vous entrez dans l'exposition pendant cette demi-heure et restez aussi longtemps que vous le souhaitez.</p><h2>Comment utiliser un bon de valeur ?</h2><p>Saisissez son code dans le panier ; le solde reste pour la commande suivante.</p>",
    ),
  },
  {
    id: "accessibility",
    title: t(
      "Erklärung zur Barrierefreiheit",
      "Accessibility statement",
      "Declaración de accesibilidad",
      "Déclaration d'accessibilité",
    ),
    body: t(
      `<p>Die Museen am Fluss wollen ihren Online-Shop für alle zugänglich machen. Diese Erklärung gilt für den Ticket-Shop.</p><h2>Stand der Vereinbarkeit</h2><p>Der Shop ist mit den Web Content Accessibility Guidelines (WCAG) 2.2, Stufe AA, vereinbar. Jede Seite wird bei jeder Änderung automatisch mit axe geprüft; die Kaufwege werden allein mit der Tastatur getestet, in 320 Pixel Breite ohne waagerechtes Scrollen und mit einem Screenreader.</p><h2>Was Sie erwarten können</h2><ul><li>Alle Funktionen sind mit der Tastatur bedienbar; der Fokus ist stets sichtbar.</li><li>Formulare nennen jedes fehlerhafte Feld und setzen den Fokus auf die Fehlermeldung.</li><li>Die Reservierungszeit wird angesagt und kann verlängert werden.</li><li>Die Texte gibt es auf Deutsch, Englisch, Spanisch und Französisch.</li></ul><h2>Bekannte Einschränkungen</h2><p>Die PDF-Tickets sind nicht getaggt; ihr Inhalt steht zusätzlich in der Bestätigungs-E-Mail.</p><h2>Feedback und Kontakt</h2><p>Stoßen Sie auf eine Barriere? Schreiben Sie an ${MAIL} oder rufen Sie ${PHONE} an; wir antworten innerhalb von zwei Wochen.</p><h2>Schlichtungsverfahren</h2><p>Erhalten Sie keine zufriedenstellende Antwort, können Sie sich an die Schlichtungsstelle nach dem Behindertengleichstellungsgesetz wenden: <a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a>.</p>`,
      `<p>Museen am Fluss want their online shop to be usable by everyone. This statement covers the ticket shop.</p><h2>Compliance status</h2><p>The shop conforms to the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. Every page is checked automatically with axe on every change; the purchase paths are tested by keyboard only, at 320 pixels wide without horizontal scrolling, and with a screen reader.</p><h2>What you can expect</h2><ul><li>Every function works with the keyboard; the focus is always visible.</li><li>Forms name each wrong field and move the focus to the error message.</li><li>The reservation time is announced and can be extended.</li><li>The texts are available in German, English, Spanish and French.</li></ul><h2>Known limitations</h2><p>The PDF tickets are not tagged; their content is also in the confirmation e-mail.</p><h2>Feedback and contact</h2><p>Did you meet a barrier? Write to ${MAIL} or call ${PHONE}; we answer within two weeks.</p><h2>Enforcement</h2><p>If our answer does not satisfy you, you may turn to the conciliation body under the German Disability Equality Act: <a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a>.</p>`,
      `<p>Museen am Fluss quieren que su tienda en línea sea accesible para todos. Esta declaración se refiere a la tienda de entradas.</p><h2>Situación de cumplimiento</h2><p>La tienda cumple las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. Cada página se comprueba automáticamente con axe en cada cambio; los procesos de compra se prueban solo con teclado, a 320 píxeles de ancho sin desplazamiento horizontal y con un lector de pantalla.</p><h2>Qué puede esperar</h2><ul><li>Todas las funciones se manejan con el teclado; el foco siempre es visible.</li><li>Los formularios indican cada campo erróneo y llevan el foco al mensaje de error.</li><li>El tiempo de reserva se anuncia y puede ampliarse.</li><li>Los textos están en alemán, inglés, español y francés.</li></ul><h2>Limitaciones conocidas</h2><p>Los PDF de las entradas no están etiquetados; su contenido figura también en el correo de confirmación.</p><h2>Comentarios y contacto</h2><p>¿Ha encontrado una barrera? Escriba a ${MAIL} o llame al ${PHONE}; respondemos en dos semanas.</p><h2>Procedimiento de conciliación</h2><p>Si la respuesta no le satisface, puede dirigirse al organismo de conciliación de la ley alemana de igualdad de las personas con discapacidad: <a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a>.</p>`,
      `<p>Museen am Fluss veulent que leur boutique en ligne soit accessible à tous. Cette déclaration porte sur la billetterie.</p><h2>État de conformité</h2><p>La boutique est conforme aux Règles pour l'accessibilité des contenus Web (WCAG) 2.2, niveau AA. Chaque page est vérifiée automatiquement avec axe à chaque modification ; les parcours d'achat sont testés au clavier seul, à 320 pixels de large sans défilement horizontal, et avec un lecteur d'écran.</p><h2>Ce que vous pouvez attendre</h2><ul><li>Toutes les fonctions s'utilisent au clavier ; le focus est toujours visible.</li><li>Les formulaires nomment chaque champ erroné et placent le focus sur le message d'erreur.</li><li>La durée de réservation est annoncée et peut être prolongée.</li><li>Les textes existent en allemand, anglais, espagnol et français.</li></ul><h2>Limites connues</h2><p>Les billets PDF ne sont pas balisés ; leur contenu figure aussi dans le courriel de confirmation.</p><h2>Retour et contact</h2><p>Vous avez rencontré un obstacle ? Écrivez à ${MAIL} ou appelez le ${PHONE} ; nous répondons sous deux semaines.</p><h2>Voie de recours</h2><p>Si notre réponse ne vous satisfait pas, vous pouvez saisir l'organe de conciliation prévu par la loi allemande sur l'égalité des personnes handicapées : <a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a>.</p>`,
    ),
  },
];
