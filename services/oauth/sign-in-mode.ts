/**
 * How people sign in to the pages (issue 16 item 1): a deployment is secure by default or does not
 * start.
 *
 * - `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET` all set: a real OpenID Connect provider.
 * - else `DEV_SIGN_IN=true` on a loopback `BASE_URL` (127.0.0.0/8, localhost, [::1]): the password-free
 *   development sign-in (`npm start` sets it there and says so in its banner).
 * - else on a loopback `BASE_URL`: no sign-in at all (the sign-in page says it is not configured).
 * - else (any other `BASE_URL`): the service refuses to start.
 *
 * Some but not all `OIDC_*` set, or `DEV_SIGN_IN=true` on a non-loopback `BASE_URL`, also refuse.
 */
export interface IdpConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type SignInMode = { kind: "idp"; idp: IdpConfig } | { kind: "development" } | { kind: "none" };

export interface SignInEnv {
  baseUrl: string;
  oidcIssuer?: string;
  oidcClientId?: string;
  oidcClientSecret?: string;
  devSignIn?: string;
}

/** Thrown when the configuration must not run; the message says what to set. */
export class StartupRefusal extends Error {}

export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const truthy = (v: string | undefined) => /^(1|true|yes|on)$/i.test((v ?? "").trim());

export function signInMode(e: SignInEnv): SignInMode {
  const oidc = {
    OIDC_ISSUER: e.oidcIssuer,
    OIDC_CLIENT_ID: e.oidcClientId,
    OIDC_CLIENT_SECRET: e.oidcClientSecret,
  };
  const set = Object.entries(oidc).filter(([, v]) => v && v.trim());
  const loopback = isLoopbackUrl(e.baseUrl);
  if (set.length && set.length < 3) {
    const missing = Object.entries(oidc).filter(([, v]) => !v || !v.trim()).map(([k]) => k);
    throw new StartupRefusal(
      `Identity provider half configured: ${
        missing.join(", ")
      } missing. Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together.`,
    );
  }
  if (set.length === 3) {
    let issuer: URL;
    try {
      issuer = new URL(e.oidcIssuer!.trim());
    } catch {
      throw new StartupRefusal("OIDC_ISSUER is not a URL.");
    }
    if (issuer.protocol !== "https:" && !isLoopbackUrl(issuer.href)) {
      throw new StartupRefusal("OIDC_ISSUER must be an https URL.");
    }
    return {
      kind: "idp",
      idp: {
        issuer: e.oidcIssuer!.trim().replace(/\/+$/, ""),
        clientId: e.oidcClientId!.trim(),
        clientSecret: e.oidcClientSecret!,
      },
    };
  }
  if (truthy(e.devSignIn)) {
    if (!loopback) {
      throw new StartupRefusal(
        `DEV_SIGN_IN is set but BASE_URL (${e.baseUrl}) is not a loopback address: the password-free development sign-in never runs in a deployment. Configure an identity provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET) instead.`,
      );
    }
    return { kind: "development" };
  }
  if (loopback) return { kind: "none" };
  throw new StartupRefusal(
    `BASE_URL is ${e.baseUrl} and no identity provider is configured, so nobody could sign in safely. Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (see deploy/README.md, "Sign-in"). The password-free development sign-in (DEV_SIGN_IN=true) exists only on a loopback BASE_URL.`,
  );
}
