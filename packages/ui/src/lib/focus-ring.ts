// One focus indicator for every control (WCAG 2.2 SC 2.4.7 and 2.4.13): a solid outline in the
// --ring token, its width and gap from the theme. An outline, not a box shadow, so that it
// stays visible in forced-colours mode.
export const focusRing =
  "focus-visible:outline-solid focus-visible:outline-[length:var(--ring-width)] focus-visible:outline-offset-[length:var(--ring-offset)] focus-visible:outline-ring";
