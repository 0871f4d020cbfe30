// One mingo operator context with every operator family loaded, plus our overrides. Built by hand
// because mingo's Context.from() keeps the first definition of an operator, so the default export's
// context cannot be overridden.
import { Context } from "mingo";
import { Lazy } from "mingo/lazy";
import * as accumulator from "mingo/operators/accumulator";
import * as expression from "mingo/operators/expression";
import * as pipeline from "mingo/operators/pipeline";
import * as projection from "mingo/operators/projection";
import * as query from "mingo/operators/query";
import * as window from "mingo/operators/window";
import { fail } from "../errors.ts";

interface LazyIter {
  size(): number;
}

/** mongod's $count emits nothing for empty input (mingo emits `{name: 0}`). */
function $count(coll: LazyIter, expr: unknown) {
  if (typeof expr !== "string" || !expr.trim() || expr.includes(".") || expr.startsWith("$")) {
    fail(40156, "the count field must be a non-empty string that does not start with $ or contain a .");
  }
  const n = coll.size();
  return Lazy(n > 0 ? [{ [expr]: n }] : []);
}

export function makeContext(queryOverrides: Record<string, unknown>): Context {
  return Context.init({
    accumulator,
    expression,
    pipeline: { ...pipeline, $count },
    projection,
    query: { ...query, ...queryOverrides },
    window,
  } as never);
}

/**
 * A pre-initialized mingo ComputeOptions. Passing a plain options object to `new Query()` makes mingo
 * copy every operator table of the context (hundreds of entries) on each construction; passing an
 * existing ComputeOptions instance skips that. mingo does not export the class, so we capture the
 * instance it hands to a query operator during one throw-away compilation.
 */
export function precompiledOptions(
  base: Record<string, unknown>,
  queryOverrides: Record<string, unknown>,
  QueryCtor: new (c: object, o: object) => unknown,
): unknown {
  let captured: unknown;
  const $__captureOptions = (_selector: string, _value: unknown, options: unknown) => {
    captured = options;
    return () => true;
  };
  const context = makeContext({ ...queryOverrides, $__captureOptions });
  new QueryCtor({ x: { $__captureOptions: 1 } }, { ...base, context });
  if (!captured) throw new Error("could not initialize mingo options");
  return captured;
}
