// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "attendeeForm.legend": "Person {index} von {count}",
  "attendeeForm.name": "Vorname",
  "attendeeForm.surname": "Nachname",
  "attendeeForm.email": "E-Mail",
  "attendeeForm.photo": "Foto",
  "attendeeForm.optional": "(freiwillig)",
  "attendeeForm.photoHint": "Ein Bild als JPEG, PNG oder WebP, höchstens 2 MB.",
  "attendeeForm.photoChoose": "Foto auswählen",
  "attendeeForm.photoChange": "Anderes Foto wählen",
  "attendeeForm.photoRemove": "Foto entfernen",
  "attendeeForm.photoAlt": "Foto von {person}",
  "attendeeForm.photoChecking": "Foto wird geprüft",
  "attendeeForm.photoAccepted": "Foto {file} übernommen",
  "attendeeForm.nameRequire": "Bitte geben Sie den Vornamen ein.",
  "attendeeForm.surnameRequire": "Bitte geben Sie den Nachnamen ein.",
  "attendeeForm.emailRequire": "Bitte geben Sie die E-Mail-Adresse ein.",
  "attendeeForm.emailValid":
    "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.org.",
  "attendeeForm.photoRequired": "Bitte laden Sie ein Foto hoch.",
  "attendeeForm.photoTooLarge":
    "Das Foto ist größer als 2 MB. Bitte wählen Sie ein kleineres Bild.",
  "attendeeForm.photoNotImage":
    "Diese Datei ist kein Bild. Bitte wählen Sie ein Foto als JPEG, PNG oder WebP.",
};

export const attendeeFormMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "attendeeForm.legend": "Attendee {index} of {count}",
    "attendeeForm.name": "First name",
    "attendeeForm.surname": "Last name",
    "attendeeForm.email": "Email",
    "attendeeForm.photo": "Photo",
    "attendeeForm.optional": "(optional)",
    "attendeeForm.photoHint": "A JPEG, PNG or WebP image of at most 2 MB.",
    "attendeeForm.photoChoose": "Choose a photo",
    "attendeeForm.photoChange": "Choose another photo",
    "attendeeForm.photoRemove": "Remove photo",
    "attendeeForm.photoAlt": "Photo of {person}",
    "attendeeForm.photoChecking": "Checking the photo",
    "attendeeForm.photoAccepted": "Photo {file} added",
    "attendeeForm.nameRequire": "Please enter the first name.",
    "attendeeForm.surnameRequire": "Please enter the last name.",
    "attendeeForm.emailRequire": "Please enter the email address.",
    "attendeeForm.emailValid": "Please enter a valid email address, e.g. name@example.org.",
    "attendeeForm.photoRequired": "Please upload a photo.",
    "attendeeForm.photoTooLarge": "The photo is larger than 2 MB. Please choose a smaller image.",
    "attendeeForm.photoNotImage":
      "This file is not an image. Please choose a JPEG, PNG or WebP photo.",
  },
  es: {
    "attendeeForm.legend": "Persona {index} de {count}",
    "attendeeForm.name": "Nombre",
    "attendeeForm.surname": "Apellidos",
    "attendeeForm.email": "Correo electrónico",
    "attendeeForm.photo": "Foto",
    "attendeeForm.optional": "(opcional)",
    "attendeeForm.photoHint": "Una imagen JPEG, PNG o WebP de 2 MB como máximo.",
    "attendeeForm.photoChoose": "Elegir una foto",
    "attendeeForm.photoChange": "Elegir otra foto",
    "attendeeForm.photoRemove": "Quitar la foto",
    "attendeeForm.photoAlt": "Foto de {person}",
    "attendeeForm.photoChecking": "Comprobando la foto",
    "attendeeForm.photoAccepted": "Foto {file} añadida",
    "attendeeForm.nameRequire": "Introduce el nombre.",
    "attendeeForm.surnameRequire": "Introduce los apellidos.",
    "attendeeForm.emailRequire": "Introduce la dirección de correo electrónico.",
    "attendeeForm.emailValid":
      "Introduce una dirección de correo electrónico válida, p. ej. nombre@example.org.",
    "attendeeForm.photoRequired": "Sube una foto.",
    "attendeeForm.photoTooLarge": "La foto ocupa más de 2 MB. Elige una imagen más pequeña.",
    "attendeeForm.photoNotImage": "Este archivo no es una imagen. Elige una foto JPEG, PNG o WebP.",
  },
  fr: {
    "attendeeForm.legend": "Personne {index} sur {count}",
    "attendeeForm.name": "Prénom",
    "attendeeForm.surname": "Nom",
    "attendeeForm.email": "Adresse e-mail",
    "attendeeForm.photo": "Photo",
    "attendeeForm.optional": "(facultatif)",
    "attendeeForm.photoHint": "Une image JPEG, PNG ou WebP de 2\u00a0Mo au maximum.",
    "attendeeForm.photoChoose": "Choisir une photo",
    "attendeeForm.photoChange": "Choisir une autre photo",
    "attendeeForm.photoRemove": "Retirer la photo",
    "attendeeForm.photoAlt": "Photo de {person}",
    "attendeeForm.photoChecking": "Vérification de la photo",
    "attendeeForm.photoAccepted": "Photo {file} ajoutée",
    "attendeeForm.nameRequire": "Veuillez saisir le prénom.",
    "attendeeForm.surnameRequire": "Veuillez saisir le nom.",
    "attendeeForm.emailRequire": "Veuillez saisir l’adresse e-mail.",
    "attendeeForm.emailValid":
      "Veuillez saisir une adresse e-mail valide, par exemple nom@example.org.",
    "attendeeForm.photoRequired": "Veuillez télécharger une photo.",
    "attendeeForm.photoTooLarge":
      "La photo dépasse 2\u00a0Mo. Veuillez choisir une image plus petite.",
    "attendeeForm.photoNotImage":
      "Ce fichier n’est pas une image. Veuillez choisir une photo JPEG, PNG ou WebP.",
  },
};
