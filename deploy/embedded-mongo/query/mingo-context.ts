// One mingo operator context with every operator family loaded, plus our overrides. Built by hand
// because mingo's Context.from() keeps the first definition of an operator, so the default export's
// context cannot be overridden.
import { Context } from "mingo";
import * as accumulator from "mingo/operators/accumulator";
import * as expression from "mingo/operators/expression";
import * as pipeline from "mingo/operators/pipeline";
import * as projection from "mingo/operators/projection";
import * as query from "mingo/operators/query";
import * as window from "mingo/operators/window";

export function makeContext(queryOverrides: Record<string, unknown>): Context {
  return Context.init({
    accumulator,
    expression,
    pipeline,
    projection,
    query: { ...query, ...queryOverrides },
    window,
  } as never);
}
