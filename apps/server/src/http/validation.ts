// Route schemas are zod schemas from @shop/core/contract: this compiler lets Fastify run them
// on params, query and body, and the type provider hands the parsed types to the handlers.
import { fieldsOfIssues } from "@shop/core/contract";
import type { FastifySchemaCompiler, FastifyTypeProvider } from "fastify";
import type { z } from "zod";

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this["schema"] extends z.ZodType ? z.output<this["schema"]> : unknown;
  serializer: this["schema"] extends z.ZodType ? z.input<this["schema"]> : unknown;
}

const PART_NAMES: Record<string, string> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "headers",
};

export class RequestValidationError extends Error {
  readonly statusCode = 422;

  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The request ${part} is invalid`);
    this.name = "RequestValidationError";
  }

  /** Messages by the dotted path of each field ("quantity", "tokens.0"). */
  fields() {
    return fieldsOfIssues(this.issues);
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PART_NAMES[httpPart ?? "body"] ?? "body";
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(part, result.error.issues) };
  };
};
