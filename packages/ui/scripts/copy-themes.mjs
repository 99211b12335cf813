// Ships the theme files unchanged: a museum loads one of them (or its own copy) after
// dist/styles.css to rebrand without a rebuild.
import { cpSync } from "node:fs";

cpSync(new URL("../src/themes", import.meta.url), new URL("../dist/themes", import.meta.url), {
  recursive: true,
});
