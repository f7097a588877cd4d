import http from 'node:http';

// The child of `startProbe`: asks `url` every `intervalMs`, one request at a time on one kept
// connection, until its stdin closes; then prints each request's time to answer as JSON. A request
// that waits behind a busy server delays the next one: what is measured is how long a visitor waited.
const { url, intervalMs } = JSON.parse(process.argv[2] ?? '{}') as { url: string; intervalMs: number };
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies: number[] = [];
let errors = 0;
let stopping = false;
process.stdin.on('end', () => (stopping = true)).resume();

const ask = () =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) latencies.push(performance.now() - started);
        else errors++;
        resolve();
      });
    });
    request.on('error', () => {
      errors++;
      resolve();
    });
  });

while (!stopping) {
  const started = performance.now();
  await ask();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (performance.now() - started))));
}
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, errors }));
