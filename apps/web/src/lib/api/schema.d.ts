// Generated from apps/server/openapi.json by `npm run api:generate`. Do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** State of this process, its database and the job workers */
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
            /**
             * @description ok: all parts up; degraded: serving, but no job worker is alive; down: the database is unreachable (HTTP 503)
             * @enum {string}
             */
            status: "ok" | "degraded" | "down";
            version: string;
            uptimeSeconds: number;
            database: {
                /** @enum {string} */
                status: "up" | "down";
                /** @enum {string} */
                driver: "pglite" | "postgres";
                latencyMs: number | null;
                /** Format: date-time */
                checkedAt: string;
            };
            jobs: {
                /** @enum {string} */
                status: "up" | "down";
                /**
                 * @description What this process does
                 * @enum {string}
                 */
                role: "all" | "web" | "worker";
                /** @description Processes that worked jobs in the last 45 seconds */
                workersSeen: number;
                /** Format: date-time */
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
            /** @description The database is reachable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The database is unreachable */
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
