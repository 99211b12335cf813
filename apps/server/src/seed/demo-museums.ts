// The houses of the demo venue group "Museen am Fluss": an art hall and a museum of natural
// history, with weekly opening hours, one dated closing each, and six exhibitions whose time
// frames lie around the day the demo is generated for.
import type { CatalogueInput } from "../modules/catalogue/service";
import { EXHIBITION, MUSEUM } from "./demo-ids";
import { demoPicture } from "./demo-pictures";
import { type DemoDays, t } from "./demo-text";

/** The days the houses close (and so sell no places): 12 and 19 days from today. */
export function closingDays(days: DemoDays) {
  return { kunsthalle: days.plus(12), naturkunde: days.plus(19) };
}

const open = (from: string, to: string) => [{ open: from, close: to }];

export function demoMuseums(days: DemoDays): NonNullable<CatalogueInput["museums"]> {
  const closed = closingDays(days);
  return [
    {
      id: MUSEUM.kunsthalle,
      picture: demoPicture(
        "kunsthalle",
        t(
          "Das Lagerhaus der Kunsthalle am Ufer",
          "The art hall's warehouse on the bank",
          "El almacén de la sala de arte en la orilla",
          "L'entrepôt de la halle d'art sur la rive",
        ),
      ),
      title: t(
        "Kunsthalle am Fluss",
        "Riverside Art Hall",
        "Sala de Arte del Río",
        "Halle d'art du Fleuve",
      ),
      sub_title: t(
        "Malerei, Grafik und Moderne",
        "Painting, prints and modern art",
        "Pintura, grabado y arte moderno",
        "Peinture, estampes et art moderne",
      ),
      description: t(
        "<p>Fünf Jahrhunderte Kunst in einem ehemaligen Lagerhaus direkt am Ufer.</p>",
        "<p>Five centuries of art in a former warehouse right on the riverbank.</p>",
        "<p>Cinco siglos de arte en un antiguo almacén a orillas del río.</p>",
        "<p>Cinq siècles d'art dans un ancien entrepôt au bord de l'eau.</p>",
      ),
      content: {
        address: t(
          "Uferstraße 1, 12345 Flussstadt",
          "Uferstraße 1, 12345 Flussstadt",
          "Uferstraße 1, 12345 Flussstadt",
          "Uferstraße 1, 12345 Flussstadt",
        ),
      },
      opening_hours: {
        regular: {
          monday: open("10:00", "18:00"),
          tuesday: open("10:00", "18:00"),
          wednesday: open("10:00", "18:00"),
          thursday: open("10:00", "21:00"),
          friday: open("10:00", "18:00"),
          saturday: open("10:00", "18:00"),
          sunday: open("11:00", "17:00"),
        },
        exceptions: [
          {
            date: closed.kunsthalle,
            intervals: [],
            note: t(
              "Geschlossen: Betriebsausflug",
              "Closed: staff outing",
              "Cerrado: excursión del personal",
              "Fermé : sortie du personnel",
            ),
          },
        ],
      },
    },
    {
      id: MUSEUM.naturkunde,
      picture: demoPicture(
        "naturkunde",
        t(
          "Der Eingang des Naturkundemuseums",
          "The entrance of the natural history museum",
          "La entrada del museo de historia natural",
          "L'entrée du muséum d'histoire naturelle",
        ),
      ),
      title: t(
        "Naturkundemuseum am Fluss",
        "Riverside Museum of Natural History",
        "Museo de Historia Natural del Río",
        "Muséum d'histoire naturelle du Fleuve",
      ),
      sub_title: t(
        "Von Dinosauriern bis Zugvögeln",
        "From dinosaurs to migratory birds",
        "De los dinosaurios a las aves migratorias",
        "Des dinosaures aux oiseaux migrateurs",
      ),
      description: t(
        "<p>Skelette, Minerale und lebende Sammlungen für die ganze Familie.</p>",
        "<p>Skeletons, minerals and living collections for the whole family.</p>",
        "<p>Esqueletos, minerales y colecciones vivas para toda la familia.</p>",
        "<p>Squelettes, minéraux et collections vivantes pour toute la famille.</p>",
      ),
      content: {
        address: t(
          "Am Wehr 7, 12345 Flussstadt",
          "Am Wehr 7, 12345 Flussstadt",
          "Am Wehr 7, 12345 Flussstadt",
          "Am Wehr 7, 12345 Flussstadt",
        ),
      },
      opening_hours: {
        regular: {
          monday: open("09:00", "17:00"),
          tuesday: open("09:00", "17:00"),
          wednesday: open("09:00", "17:00"),
          thursday: open("09:00", "17:00"),
          friday: open("09:00", "17:00"),
          // A lunch break at the weekend, when the galleries are cleaned.
          saturday: [
            { open: "10:00", close: "13:00" },
            { open: "13:30", close: "18:00" },
          ],
          sunday: open("10:00", "18:00"),
        },
        exceptions: [
          {
            date: closed.naturkunde,
            intervals: [],
            note: t(
              "Geschlossen: Inventur der Sammlung",
              "Closed: collection inventory",
              "Cerrado: inventario de la colección",
              "Fermé : inventaire des collections",
            ),
          },
        ],
      },
    },
  ];
}

export function demoExhibitions(days: DemoDays): NonNullable<CatalogueInput["exhibitions"]> {
  return [
    {
      id: EXHIBITION.impressionism,
      picture: demoPicture(
        "licht-und-wasser",
        t(
          "Sonne über bewegtem Wasser",
          "Sun over moving water",
          "Sol sobre el agua en movimiento",
          "Soleil sur l'eau en mouvement",
        ),
      ),
      museum_id: MUSEUM.kunsthalle,
      title: t("Licht und Wasser", "Light and Water", "Luz y agua", "Lumière et eau"),
      sub_title: t(
        "Impressionisten am Fluss",
        "Impressionists by the river",
        "Impresionistas junto al río",
        "Les impressionnistes au bord de l'eau",
      ),
      description: t(
        "<p>Achtzig Gemälde über Ufer, Brücken und Spiegelungen. Einlass nur mit Zeitfenster.</p>",
        "<p>Eighty paintings of banks, bridges and reflections. Entry by time slot only.</p>",
        "<p>Ochenta cuadros de orillas, puentes y reflejos. Entrada solo con franja horaria.</p>",
        "<p>Quatre-vingts tableaux de rives, de ponts et de reflets. Entrée par créneau uniquement.</p>",
      ),
      featured: true,
      time_frames: [{ start_at: days.plus(-45), end_at: days.plus(75) }],
    },
    {
      id: EXHIBITION.modern,
      picture: demoPicture(
        "sammlung-moderne",
        t(
          "Farbflächen der Sammlung Moderne",
          "Colour fields of the modern collection",
          "Campos de color de la colección moderna",
          "Aplats de couleur de la collection moderne",
        ),
      ),
      museum_id: MUSEUM.kunsthalle,
      title: t("Sammlung Moderne", "Modern Collection", "Colección Moderna", "Collection moderne"),
      description: t(
        "<p>Die ständige Sammlung von 1900 bis heute.</p>",
        "<p>The permanent collection from 1900 to today.</p>",
        "<p>La colección permanente desde 1900 hasta hoy.</p>",
        "<p>La collection permanente de 1900 à nos jours.</p>",
      ),
      time_frames: [{ start_at: days.plus(-800), end_at: null }],
    },
    {
      id: EXHIBITION.paper,
      picture: demoPicture(
        "papierwelten",
        t(
          "Gefaltete Papierbögen",
          "Folded sheets of paper",
          "Hojas de papel plegadas",
          "Feuilles de papier pliées",
        ),
      ),
      museum_id: MUSEUM.kunsthalle,
      title: t("Papierwelten", "Worlds of Paper", "Mundos de papel", "Mondes de papier"),
      sub_title: t(
        "Zeichnungen aus fünf Jahrhunderten",
        "Drawings from five centuries",
        "Dibujos de cinco siglos",
        "Dessins de cinq siècles",
      ),
      description: t(
        "<p>Skizzenbücher, Scherenschnitte und gefaltete Bücher: was Künstlerinnen und Künstler aus <strong>Papier</strong> machten.</p>",
        "<p>Sketchbooks, paper cuts and folded books: what artists made of <strong>paper</strong>.</p>",
        "<p>Cuadernos de bocetos, recortables y libros plegados: lo que los artistas hicieron con <strong>papel</strong>.</p>",
        "<p>Carnets de croquis, découpages et livres pliés : ce que les artistes ont fait du <strong>papier</strong>.</p>",
      ),
      time_frames: [{ start_at: days.plus(21), end_at: days.plus(140) }],
    },
    {
      id: EXHIBITION.giants,
      picture: demoPicture(
        "giganten",
        t(
          "Umriss eines Brachiosaurus-Skeletts",
          "Outline of a Brachiosaurus skeleton",
          "Silueta de un esqueleto de braquiosaurio",
          "Silhouette d'un squelette de brachiosaure",
        ),
      ),
      museum_id: MUSEUM.naturkunde,
      title: t(
        "Giganten der Urzeit",
        "Giants of Prehistory",
        "Gigantes de la prehistoria",
        "Géants de la préhistoire",
      ),
      description: t(
        "<p>Der Dinosauriersaal mit dem vollständigen Skelett eines Brachiosaurus.</p>",
        "<p>The dinosaur hall with the complete skeleton of a Brachiosaurus.</p>",
        "<p>La sala de los dinosaurios con el esqueleto completo de un braquiosaurio.</p>",
        "<p>La salle des dinosaures avec le squelette complet d'un brachiosaure.</p>",
      ),
      time_frames: [{ start_at: days.plus(-1200), end_at: null }],
    },
    {
      id: EXHIBITION.minerals,
      picture: demoPicture(
        "minerale",
        t("Leuchtende Kristalle", "Glowing crystals", "Cristales luminosos", "Cristaux lumineux"),
      ),
      museum_id: MUSEUM.naturkunde,
      title: t(
        "Schatzkammer der Minerale",
        "Treasury of Minerals",
        "Cámara del tesoro de los minerales",
        "Trésor des minéraux",
      ),
      description: t(
        "<p>Die kleine Schatzkammer fasst nur wenige Gäste je halbe Stunde.</p>",
        "<p>The small treasury holds only a few guests per half hour.</p>",
        "<p>La pequeña cámara solo admite a unos pocos visitantes cada media hora.</p>",
        "<p>La petite salle du trésor n'accueille que quelques visiteurs par demi-heure.</p>",
      ),
      time_frames: [{ start_at: days.plus(-30), end_at: days.plus(180) }],
    },
    {
      id: EXHIBITION.birds,
      picture: demoPicture(
        "zugvoegel",
        t(
          "Zugvögel über dem Fluss",
          "Migratory birds over the river",
          "Aves migratorias sobre el río",
          "Oiseaux migrateurs au-dessus du fleuve",
        ),
      ),
      museum_id: MUSEUM.naturkunde,
      title: t("Zwischen den Welten", "Between Worlds", "Entre mundos", "Entre deux mondes"),
      sub_title: t(
        "Zugvögel am Fluss",
        "Migratory birds on the river",
        "Aves migratorias en el río",
        "Oiseaux migrateurs sur le fleuve",
      ),
      // Shown while the birds pass through, twice a year.
      featured: true,
      time_frames: [
        { start_at: days.plus(-10), end_at: days.plus(20) },
        { start_at: days.plus(60), end_at: days.plus(100) },
      ],
    },
  ];
}
