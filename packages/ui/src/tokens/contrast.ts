// WCAG 2.2 contrast of theme tokens: SC 1.4.3 (text, 4.5:1) and SC 1.4.11 (UI parts and focus
// indicators, 3:1). Used by the theme test, and usable by a museum to check its own theme file.

export type Rgba = { r: number; g: number; b: number; a: number };

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

/** Reads a CSS colour written as hex or rgb(); returns null for anything else (e.g. var()). */
export function parseColor(value: string): Rgba | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
    const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return {
      r: channel(0),
      g: channel(1),
      b: channel(2),
      a: full.length === 8 ? channel(3) / 255 : 1,
    };
  }
  const rgb = RGB.exec(text);
  if (rgb === null) return null;
  const alpha = rgb[4];
  const a =
    alpha === undefined ? 1 : alpha.endsWith("%") ? Number.parseFloat(alpha) / 100 : Number(alpha);
  return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a };
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as WCAG defines it, of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Paints a translucent colour over an opaque one. */
export function composite(top: Rgba, under: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

/** Contrast ratio between 1 and 21; a translucent foreground is first painted on the background. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const front = relativeLuminance(composite(foreground, background));
  const back = relativeLuminance(background);
  const [light, dark] = front > back ? [front, back] : [back, front];
  return (light + 0.05) / (dark + 0.05);
}

export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

export type ContrastPair = { foreground: string; background: string; minimum: number; use: string };

const SURFACES = [
  "background",
  "card",
  "popover",
  "primary",
  "secondary",
  "muted",
  "accent",
  "destructive",
  "success",
  "warning",
  "info",
  "availability-none",
  "availability-few",
  "availability-enough",
  "availability-soldout",
] as const;

/** Every pair a component draws; a theme passes when each reaches its minimum. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...SURFACES.map((surface) => ({
    foreground: surface === "background" ? "foreground" : `${surface}-foreground`,
    background: surface,
    minimum: TEXT_CONTRAST,
    use: `text on ${surface}`,
  })),
  // text drawn in a surface colour straight on the page or a card (links, hints, field errors)
  ...["muted-foreground", "primary", "destructive", "success", "warning", "info"].flatMap((text) =>
    ["background", "card"].map((background) => ({
      foreground: text,
      background,
      minimum: TEXT_CONTRAST,
      use: `${text} text on ${background}`,
    })),
  ),
  {
    foreground: "muted-foreground",
    background: "muted",
    minimum: TEXT_CONTRAST,
    use: "hint on muted",
  },
  // SC 1.4.11: control outlines, filled controls and the focus ring against what surrounds them
  ...["input", "ring", "primary"].flatMap((part) =>
    ["background", "card", "popover"].map((background) => ({
      foreground: part,
      background,
      minimum: UI_CONTRAST,
      use: `${part} outline or fill on ${background}`,
    })),
  ),
];

/** Reads the custom properties declared in the `:root` rules of a stylesheet. */
export function readRootTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const block of withoutComments.matchAll(/(?:^|\})\s*:root\s*\{([^}]*)\}/g)) {
    for (const declaration of (block[1] ?? "").matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
      tokens.set(declaration[1] as string, (declaration[2] as string).trim());
    }
  }
  return tokens;
}
