import readline from 'node:readline';
import { z } from 'zod';
import { createCoHostEngine } from '../src/modules/messaging/domain/co-host-engine';
import { KbFileError, StayInputError, StayInputSchema, buildReplyFacts, formatIssues, readKbFile } from './lib/co-host-kb-file';

// `npm run triage -- --kb <file.json>`: the local co-host on JSON lines. Each stdin line
// `{ "text", "propertyId", "checkIn"?, "checkOut"?, "now"? }` (the stay's days as plain dates,
// read at the property's check-in and check-out times, or as ISO date-times) gets one stdout line with what
// triage read and the reply it would send. A bad line gets `{ "error" }` and the rest go on; the
// exit code is then 2, as for a knowledge-base file that does not parse.
const USAGE = 'Usage: npm run triage -- --kb <properties.json>  (JSON lines on stdin)';
const EXIT_INVALID = 2;
const EXIT_USAGE = 64;

const LineSchema = z.intersection(z.object({ text: z.string().trim().min(1, 'text must not be empty.'), propertyId: z.string().min(1, 'propertyId is required.') }), StayInputSchema);

function parseLine(line: string): z.infer<typeof LineSchema> | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { error: 'Not a JSON object.' };
  }
  const parsed = LineSchema.safeParse(json);
  return parsed.success ? parsed.data : { error: formatIssues(parsed.error).replaceAll('\n', ' ') };
}

async function main(args: string[]): Promise<number> {
  const kbIndex = args.indexOf('--kb');
  const kbFile = kbIndex >= 0 ? args[kbIndex + 1] : undefined;
  if (!kbFile || args.length !== 2) {
    console.error(USAGE);
    return EXIT_USAGE;
  }
  let properties;
  try {
    properties = readKbFile(kbFile);
  } catch (error) {
    if (!(error instanceof KbFileError)) throw error;
    console.error(error.message);
    return EXIT_INVALID;
  }
  const engine = await createCoHostEngine();
  let failed = false;
  for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    const input = parseLine(line);
    const property = 'error' in input ? undefined : properties.get(input.propertyId);
    if ('error' in input || !property) {
      failed = true;
      const error = 'error' in input ? input.error : `Unknown propertyId ${JSON.stringify(input.propertyId)}; the file has ${[...properties.keys()].join(', ')}.`;
      process.stdout.write(`${JSON.stringify({ error })}\n`);
      continue;
    }
    let facts;
    try {
      facts = buildReplyFacts(property, input, new Date());
    } catch (error) {
      if (!(error instanceof StayInputError)) throw error;
      failed = true;
      process.stdout.write(`${JSON.stringify({ error: error.message })}\n`);
      continue;
    }
    const { triage, reply } = engine.answer(input.text, { facts });
    process.stdout.write(`${JSON.stringify({ intents: triage.topics, needsHuman: triage.needsHuman, urgency: triage.urgency, language: triage.language, reply: reply.text })}\n`);
  }
  return failed ? EXIT_INVALID : 0;
}

process.exitCode = await main(process.argv.slice(2));
