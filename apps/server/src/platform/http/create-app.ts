import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { platformErrors } from '../errors/app-error';
import type { Logger } from '../log/logger';
import type { AppBindings } from './app-env';
import { errorResponse, handleError } from './error-handler';
import { requestLogger } from './request-logger';
import { sameOriginOnly } from './same-origin';

/** A router whose validation failures become our 400 wire format. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result) => {
      if (!result.success) {
        throw platformErrors.invalidInput(
          result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
    },
  });
}

export interface CreateAppOptions {
  log: Logger;
  publicUrl: string;
  bodyLimitBytes: number;
  production: boolean;
}

/** The HTTP app with every cross-cutting concern; modules mount their routers under /api. */
export function createApp(options: CreateAppOptions) {
  const app = createRouter();
  app.use(requestId({ limitLength: 64 }));
  app.use(requestLogger(options.log));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api/*', sameOriginOnly(new URL(options.publicUrl).origin));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: options.bodyLimitBytes,
      onError: () => {
        throw platformErrors.payloadTooLarge();
      },
    }),
  );
  app.use(compress());
  app.onError(handleError);
  app.notFound((c) => errorResponse(c, platformErrors.notFound()));
  return app;
}

export type App = ReturnType<typeof createApp>;
