/** Records `passed` and `failed` checks of one run under `name`, when `npm test` asks for it. */
export function writeTestReport(name: string, passed: number, failed: number): void;
