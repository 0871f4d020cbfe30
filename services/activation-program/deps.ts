import type { Runtime } from "../../shared/service-kit/index.ts";
import { EmbeddedPartnerSystem, type PartnerSystem } from "./adapters/partner.ts";
import { EmbeddedProgramPlatform, type ProgramPlatform } from "./adapters/program.ts";
import { FlowStore } from "./store.ts";

/**
 * The service's collaborators, built once per runtime. The two external systems are chosen here: the
 * embedded implementations keep their state in this service's MongoDB; a real platform's client would
 * be constructed here instead, behind the same interfaces.
 */
export interface Deps {
  flows: FlowStore;
  program: ProgramPlatform;
  partner: PartnerSystem;
}

const cache = new WeakMap<Runtime, Deps>();

export function deps(rt: Runtime): Deps {
  let d = cache.get(rt);
  if (!d) {
    d = {
      flows: new FlowStore(rt.db),
      program: new EmbeddedProgramPlatform(rt.db),
      partner: new EmbeddedPartnerSystem(rt.db),
    };
    cache.set(rt, d);
  }
  return d;
}
