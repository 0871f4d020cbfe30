import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * oidc-provider ships no TypeScript types: the part of its API this service uses, typed here (and
 * nothing more), so the rest of the code is checked against it.
 */
export interface OidcGrant {
  addOIDCScope(scope: string): void;
  addResourceScope(resource: string, scopes: string): void;
  rejectResourceScope(resource: string, scopes: string): void;
  save(): Promise<string>;
}

export interface OidcClient {
  clientId: string;
  clientName?: unknown;
}

/** What `interactionDetails` tells about the authorization request waiting for the person. */
export interface InteractionDetails {
  uid: string;
  params: Record<string, unknown> & { client_id?: string; redirect_uri?: unknown; scope?: unknown };
}

export interface OidcProvider {
  proxy: boolean;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  use(middleware: (ctx: OidcContext, next: () => Promise<void>) => Promise<void>): void;
  on(event: string, listener: (ctx: unknown, err: Error) => void): void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionResult(
    req: IncomingMessage,
    res: ServerResponse,
    result: object,
    options?: object,
  ): Promise<string>;
  Client: { find(clientId: string): Promise<OidcClient | undefined> };
  Grant: {
    new (init: { accountId: string; clientId: string }): OidcGrant;
    find(id: string): Promise<OidcGrant | undefined>;
  };
}

/** The Koa context oidc-provider hands its hooks and middleware. */
export interface OidcContext {
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
  req: IncomingMessage & { body?: Record<string, unknown> };
  set(name: string, value: string): void;
  oidc?: {
    route?: string;
    provider: OidcProvider;
    result?: { consent?: { grantId?: string } };
    entities?: { AccessToken?: { grantId?: string; destroy(): Promise<void> }; Grant?: { jti: string } };
  };
}
