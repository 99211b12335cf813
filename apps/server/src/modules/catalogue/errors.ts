// A catalogue that cannot be applied says why, one line per problem, each naming the path of
// the field to fix: `tickets[3].quota_ids[0]: unknown quota 99`.

export interface CatalogueIssue {
  /** "tickets[3].quota_ids[0]"; empty for the file as a whole. */
  path: string;
  message: string;
}

export abstract class CatalogueError extends Error {
  constructor(
    readonly issues: readonly CatalogueIssue[],
    heading: string,
  ) {
    super(
      `${heading}:\n${issues.map((issue) => `  ${issue.path || "(file)"}: ${issue.message}`).join("\n")}`,
    );
  }
}

/** The file itself is wrong: its shape, a value, or a reference inside it. */
export class CatalogueFormatError extends CatalogueError {
  constructor(issues: readonly CatalogueIssue[]) {
    super(issues, "invalid catalogue");
    this.name = "CatalogueFormatError";
  }
}

/** The file is valid but does not fit what the shop already sold or holds; nothing changed. */
export class CatalogueConflictError extends CatalogueError {
  constructor(issues: readonly CatalogueIssue[]) {
    super(issues, "catalogue not applied, it conflicts with the shop's data");
    this.name = "CatalogueConflictError";
  }
}
