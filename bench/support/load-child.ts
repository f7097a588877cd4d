import { measureLoad } from './http-load';

// The child of `measureLoadApart`: one load run, its result as JSON on stdout, errors on stderr.
const { url, request, settings } = JSON.parse(process.argv[2] ?? '{}') as { url: string; request: Parameters<typeof measureLoad>[1]; settings: Parameters<typeof measureLoad>[2] };
try {
  process.stdout.write(JSON.stringify(await measureLoad(url, request, settings)));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
