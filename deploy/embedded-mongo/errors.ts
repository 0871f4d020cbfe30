// MongoDB-shaped command errors. Handlers throw CommandError; the dispatcher turns it into
// `{ok: 0, code, codeName, errmsg, ...extra}` exactly like mongod does.

export const CODE_NAMES: Record<number, string> = {
  1: "InternalError",
  2: "BadValue",
  9: "FailedToParse",
  11: "UserNotFound",
  13: "Unauthorized",
  14: "TypeMismatch",
  20: "IllegalOperation",
  26: "NamespaceNotFound",
  27: "IndexNotFound",
  28: "PathNotViable",
  40: "ConflictingUpdateOperators",
  43: "CursorNotFound",
  48: "NamespaceExists",
  52: "DollarPrefixedFieldName",
  54: "NotSingleValueField",
  56: "EmptyFieldName",
  57: "DottedFieldName",
  59: "CommandNotFound",
  66: "ImmutableField",
  67: "CannotCreateIndex",
  72: "InvalidOptions",
  73: "InvalidNamespace",
  85: "IndexOptionsConflict",
  86: "IndexKeySpecsConflict",
  96: "OperationFailed",
  115: "CommandNotSupported",
  166: "CommandNotSupportedOnView",
  225: "TransactionTooOld",
  251: "NoSuchTransaction",
  263: "OperationNotSupportedInTransaction",
  10334: "BSONObjectTooLarge",
  11000: "DuplicateKey",
  31254: "Location31254",
  51091: "Location51091",
};

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;
  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.codeName = CODE_NAMES[code] ?? `Location${code}`;
    this.extra = extra;
  }
}

export function fail(code: number, message: string, extra?: Record<string, unknown>): never {
  throw new CommandError(code, message, extra);
}

/** Turns any thrown value into a CommandError; mingo's own errors become BadValue (2). */
export function toCommandError(e: unknown): CommandError {
  if (e instanceof CommandError) return e;
  const msg = e instanceof Error ? e.message : String(e);
  return new CommandError(2, msg);
}
