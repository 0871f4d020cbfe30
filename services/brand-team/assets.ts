import type express from "express";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { LOGO_FILE } from "./logo.ts";
import { BrandTeamStore } from "./store.ts";

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Public logo files (the gateway passes /assets/logos/ without a token). */
export function mountAssets(app: express.Express, rt: Runtime): void {
  app.get("/assets/logos/:workspaceId/:file", async (req, res) => {
    const { workspaceId, file } = req.params;
    const notFoundBody = { error: { code: "not_found", message: "No such logo." } };
    try {
      if (!LOGO_FILE.test(file) || !/^[\w-]{1,100}$/.test(workspaceId)) {
        return void res.status(404).json(notFoundBody);
      }
      const logo = await new BrandTeamStore(rt.db).logo(workspaceId, file);
      if (!logo) return void res.status(404).json(notFoundBody);
      res.setHeader("Content-Type", logo.contentType);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", SVG_CSP);
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      res.status(200).end(Buffer.from(logo.bytes));
    } catch (e) {
      rt.log("error", "could not serve a logo", { err: String(e) });
      res.status(500).json({ error: { code: "internal_error", message: "Unexpected server error." } });
    }
  });
}
