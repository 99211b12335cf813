// Reporters shared by every package's vitest config: the console report, and a JSON report
// per run when `npm test` asks for one (TEST_RESULTS_DIR), so that it can sum up all runs.
import { join } from "node:path";

type Reporter = string | [string, Record<string, unknown>];

export function reporters(name: string): Reporter[] {
  const dir = process.env.TEST_RESULTS_DIR;
  if (!dir) return ["default"];
  const zone = (process.env.TZ ?? "local").replaceAll("/", "-");
  return ["default", ["json", { outputFile: join(dir, `${name}-${zone}-${process.pid}.json`) }]];
}
