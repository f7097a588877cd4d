/**
 * TEMPORARY hand-written stand-in for the openapi-typescript output.
 * The lead regenerates this file from the server's OpenAPI document.
 */

export interface paths {
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations["getHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Health: {
      /** @enum {string} */
      status: "ok" | "degraded";
      version: string;
      uptimeSeconds: number;
      database: {
        /** @enum {string} */
        status: "up" | "down";
        /** @enum {string} */
        driver: "pglite" | "postgres";
        latencyMs: number | null;
        checkedAt: string;
      };
      jobs: {
        /** @enum {string} */
        status: "up" | "down" | "idle";
        /** @enum {string} */
        role: "all" | "web" | "worker";
        workersSeen: number;
        lastHeartbeatAt: string | null;
        queued: number;
        failed: number;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service is healthy */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Health"];
        };
      };
      /** @description The service is degraded */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Health"];
        };
      };
    };
  };
}
