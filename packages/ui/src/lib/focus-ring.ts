// One focus indicator for every control (WCAG 2.2 SC 2.4.7 and 2.4.13): a solid outline in the
// --ring token, its width and gap from the theme. An outline, not a box shadow, so that it
// stays visible in forced-colours mode.
export const focusRing =
  "focus-visible:outline-solid focus-visible:outline-[length:var(--ring-width)] focus-visible:outline-offset-[length:var(--ring-offset)] focus-visible:outline-ring";

/**
 * The same ring drawn as box shadows (the --ring-offset gap in the background colour, then
 * --ring-width of --ring), for controls of which a page shows a thousand: on the 2,000-seat map
 * an outline made every key press repaint and re-layer the whole plan (about twice the paint
 * and layer work of a shadow, bench/seat-map). Forced-colours mode drops box shadows, so there
 * the outline of `focusRing` stands in.
 */
export const focusRingShadow =
  "focus-visible:outline-none focus-visible:shadow-[0_0_0_var(--ring-offset)_var(--background),0_0_0_calc(var(--ring-offset)_+_var(--ring-width))_var(--ring)] forced-colors:focus-visible:outline-solid forced-colors:focus-visible:outline-[length:var(--ring-width)] forced-colors:focus-visible:outline-offset-[length:var(--ring-offset)]";
