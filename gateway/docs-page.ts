import type { IncomingMessage, ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/**
 * The API reference page: GET /docs renders GET /v1/openapi.json with Scalar's standalone browser bundle
 * (@scalar/api-reference, from node_modules), served by the gateway itself. No CDN, no font host, no
 * proxy, no telemetry: the page's Content-Security-Policy allows scripts, styles and requests to this
 * origin only, so nothing leaves the deployment even if the bundle tried.
 *
 * Framework-free: `docsPageRoutes()` is a table of GET paths and fixed answers; `mountDocsPage(app)`
 * mounts it on an express-style app (the gateway's hook).
 */
export interface DocsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export const DOCS_PATH = "/docs";
const BUNDLE_PATH = "/docs/scalar-api-reference.js";
const INIT_PATH = "/docs/init.js";

/** Same origin only; Scalar injects its styles at run time, hence 'unsafe-inline' for styles alone. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

function scalarPackageDir(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@scalar/api-reference"); // …/@scalar/api-reference/dist/index.js
  const marker = join("@scalar", "api-reference");
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`cannot locate @scalar/api-reference from ${entry}`);
  return entry.slice(0, at + marker.length);
}

/** Scalar's configuration: everything it would fetch from elsewhere is switched off. */
const CONFIG = {
  url: "/v1/openapi.json",
  withDefaultFonts: false, // the default Inter comes from fonts.scalar.com
  telemetry: false,
  agent: { disabled: true }, // "Ask AI" talks to Scalar's servers
  mcp: { disabled: true }, // "Generate MCP" is Scalar's hosted service (ours is at /mcp: README "Connect an agent")
  showDeveloperTools: "never", // Scalar's configure/share/deploy toolbar
  hideClientButton: false,
  documentDownloadType: "json",
  defaultOpenAllTags: true,
  showSidebar: true,
  metaData: { title: "Creator Campaign Workspace API reference" },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Creator Campaign Workspace API reference</title>
</head>
<body>
<noscript>This page needs JavaScript. The OpenAPI 3.1 document it renders is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</noscript>
<div id="app"></div>
<script src="${BUNDLE_PATH}"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

const INIT = `// Renders /v1/openapi.json (served by this gateway) with Scalar's API reference.
Scalar.createApiReference("#app", ${JSON.stringify(CONFIG, null, 2)});
`;

/** The page's GET routes and their answers (the bundle is read once, at start). */
export function docsPageRoutes(): Map<string, DocsAnswer> {
  const dir = scalarPackageDir();
  const bundle = readFileSync(join(dir, "dist", "browser", "standalone.js"));
  const version =
    (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
  const html = { ...COMMON, "content-security-policy": DOCS_CSP, "cache-control": "no-cache" };
  return new Map<string, DocsAnswer>([
    [DOCS_PATH, {
      status: 200,
      headers: { ...html, "content-type": "text/html; charset=utf-8" },
      body: PAGE,
    }],
    [`${DOCS_PATH}/`, {
      status: 200,
      headers: { ...html, "content-type": "text/html; charset=utf-8" },
      body: PAGE,
    }],
    [INIT_PATH, {
      status: 200,
      headers: { ...COMMON, "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" },
      body: INIT,
    }],
    [BUNDLE_PATH, {
      status: 200,
      headers: {
        ...COMMON,
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "public, max-age=3600",
        etag: `"scalar-${version}"`,
        "x-scalar-version": version,
      },
      body: bundle,
    }],
  ]);
}

/** Mounts the page on an express-style app (GET only; everything else falls through to the JSON 404). */
export function mountDocsPage(
  app: { get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown },
): void {
  for (const [path, answer] of docsPageRoutes()) {
    app.get(path, (req, res) => {
      if (answer.headers.etag && req.headers?.["if-none-match"] === answer.headers.etag) {
        res.statusCode = 304;
        res.setHeader("etag", answer.headers.etag);
        return res.end();
      }
      res.statusCode = answer.status;
      for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
      res.end(answer.body);
    });
  }
}
