import process from "node:process";
import { startService } from "../../shared/service-kit/index.ts";
import { invitesPerMonth } from "./domain.ts";
import { startConsumers, startSweeper } from "./events.ts";
import { clubTools, internalRoutes, opsRoutes } from "./handlers.ts";
import { indexes } from "./store.ts";

/** The club service: wiring only (see README.md for what it owns). */
const allowance = invitesPerMonth(process.env.CLUB_INVITES_PER_MONTH);

await startService({
  name: "club",
  tools: clubTools(allowance),
  ops: opsRoutes,
  internal: internalRoutes,
  indexes,
  onStart: async (rt) => {
    await startConsumers(rt);
    startSweeper(rt, allowance);
  },
});
