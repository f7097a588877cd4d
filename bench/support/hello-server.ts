import http from 'node:http';

// The baseline for the throughput benchmark: the fastest answer node:http can give, so the ratio
// shows what Cohost's framework, middleware and health check cost on top of it.
const port = Number(process.env.PORT ?? 0);
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('Hello, world\n');
  })
  .listen(port, '127.0.0.1');
