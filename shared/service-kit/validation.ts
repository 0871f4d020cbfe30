import type { z } from "zod";
import { ApiError } from "../errors.ts";

/** Turns the first zod issue into a 400 that names the argument, e.g. `body.changes.deliverables[2]`. */
export function zodToApiError(error: z.ZodError, where: string): ApiError {
  const issue = error.issues[0];
  let path = "";
  for (const p of issue?.path ?? []) {
    path += typeof p === "number" ? `[${p}]` : path === "" ? String(p) : `.${String(p)}`;
  }
  let argument = path || where;
  let message = issue?.message ?? "invalid";
  if (issue?.code === "unrecognized_keys") {
    const keys = (issue as { keys: string[] }).keys;
    argument = path ? `${path}.${keys[0]}` : keys[0];
    message = `unknown field${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`;
  } else if (issue?.code === "invalid_type" && /received undefined/.test(message)) {
    message = "is required";
  }
  return new ApiError("invalid_request", `${argument}: ${message}`, { argument });
}
