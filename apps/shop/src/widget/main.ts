// The widget's entry, built to dist/widget.js (vite.widget.config.ts). document.currentScript is
// this script only while it runs its first lines (also with async), so the shop's origin is read
// here, at once.
import { scriptOrigin, startWidget } from "./widget";

const origin = scriptOrigin(document.currentScript);
if (origin !== null) startWidget(window, origin);
