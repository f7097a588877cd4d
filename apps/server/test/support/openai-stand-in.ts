import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message of a Chat Completions request, as clients send it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool' | 'developer';
  content: string | null | Array<{ type: string; text?: string }>;
  tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

/** A tool offered in a Chat Completions request. */
export interface ChatTool {
  type: 'function';
  function: { name: string; description?: string; parameters: Record<string, unknown> };
}

/** One request to POST /v1/chat/completions, as received. */
export interface StandInChatRequest {
  headers: IncomingMessage['headers'];
  /** The body byte for byte: search it for what must never be sent. */
  rawBody: string;
  body: { model: string; messages: ChatMessage[]; tools?: ChatTool[]; stream?: boolean; [key: string]: unknown };
  /** The tool results sent back in this request, parsed from their JSON, in order. */
  toolResults: Array<{ toolCallId: string; name: string | null; result: unknown }>;
}

/** What the stand-in answers to one request; `delayMs` holds the answer back (for timeouts). */
export type StandInTurn = { delayMs?: number } & (
  | { kind: 'reply'; text: string | ((request: StandInChatRequest) => string) }
  | { kind: 'tool-calls'; calls: Array<{ name: string; args?: Record<string, unknown> }> }
  | { kind: 'error'; status: number; message?: string }
  | { kind: 'malformed' }
);

export interface OpenAiStandIn {
  /** http://127.0.0.1:<port>/v1, for AI_BASE_URL. */
  url: string;
  /** Every chat request that asks for text (the drafter's), oldest first. */
  requests: StandInChatRequest[];
  /** Answers the next text requests with these turns, in order (a tool round then the reply is two turns). */
  script(...turns: StandInTurn[]): void;
  /** Every chat request that asks for a JSON answer (`response_format`: the second reader's), oldest first. */
  jsonRequests: StandInChatRequest[];
  /** Answers the next JSON requests with these turns, in order: apart from the text turns, so a test scripts both. */
  scriptJson(...turns: StandInTurn[]): void;
  /** Forgets requests and scripted turns. */
  reset(): void;
  close(): Promise<void>;
}

/** The answer when no turn is scripted: a 500, so an unexpected model call shows up in the test. */
const UNSCRIPTED: StandInTurn = { kind: 'error', status: 500, message: 'The stand-in has no scripted turn for this request.' };

/**
 * A local stand-in for an OpenAI-compatible Chat Completions API (`POST /v1/chat/completions`,
 * non-streaming): bearer-key auth when a key is given, OpenAI's completion and error shapes,
 * tool calls and the round after their results. Each test scripts the turns it needs; requests
 * for a JSON answer (`response_format`) take their turns from a queue of their own.
 */
export async function startOpenAiStandIn(options: { apiKey?: string } = {}): Promise<OpenAiStandIn> {
  const requests: StandInChatRequest[] = [];
  const jsonRequests: StandInChatRequest[] = [];
  let turns: StandInTurn[] = [];
  let jsonTurns: StandInTurn[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => openAiError(res, 500, String(error), 'server_error'));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://stand-in');
    if (pathname !== '/v1/chat/completions') return openAiError(res, 404, `Unknown path ${pathname}`, 'invalid_request_error');
    if (req.method !== 'POST') return openAiError(res, 405, 'Method not allowed', 'invalid_request_error');
    const rawBody = await readBody(req);
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return openAiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
    const body = JSON.parse(rawBody) as StandInChatRequest['body'];
    const request: StandInChatRequest = { headers: req.headers, rawBody, body, toolResults: toolResultsOf(body.messages) };
    const asksForJson = body.response_format !== undefined;
    (asksForJson ? jsonRequests : requests).push(request);
    const turn = (asksForJson ? jsonTurns.shift() : turns.shift()) ?? UNSCRIPTED;
    if (turn.delayMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, turn.delayMs);
        timers.add(timer);
      });
      if (res.destroyed || req.destroyed) return;
    }
    answer(res, body.model, turn, request);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => {
      turns.push(...next);
    },
    jsonRequests,
    scriptJson: (...next) => {
      jsonTurns.push(...next);
    },
    reset: () => {
      requests.length = 0;
      jsonRequests.length = 0;
      turns = [];
      jsonTurns = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function answer(res: ServerResponse, model: string, turn: StandInTurn, request: StandInChatRequest): void {
  if (turn.kind === 'error') return openAiError(res, turn.status, turn.message ?? 'The server had an error.', 'server_error');
  if (turn.kind === 'malformed') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"id": "chatcmpl-broken", "choices": [');
    return;
  }
  const message =
    turn.kind === 'reply'
      ? { role: 'assistant', content: typeof turn.text === 'function' ? turn.text(request) : turn.text }
      : {
          role: 'assistant',
          content: null,
          tool_calls: turn.calls.map((call) => ({
            id: `call_${randomBytes(6).toString('hex')}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.args ?? {}) },
          })),
        };
  sendJson(res, 200, {
    id: `chatcmpl-${randomBytes(8).toString('hex')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: turn.kind === 'reply' ? 'stop' : 'tool_calls' }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  });
}

function toolResultsOf(messages: ChatMessage[]): StandInChatRequest['toolResults'] {
  const names = new Map<string, string>();
  for (const message of messages) for (const call of message.tool_calls ?? []) names.set(call.id, call.function.name);
  return messages
    .filter((message) => message.role === 'tool')
    .map((message) => {
      const content = typeof message.content === 'string' ? message.content : '';
      let result: unknown = content;
      try {
        result = JSON.parse(content);
      } catch {
        // A plain-text result stays text.
      }
      return { toolCallId: message.tool_call_id ?? '', name: names.get(message.tool_call_id ?? '') ?? null, result };
    });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function openAiError(res: ServerResponse, status: number, message: string, type: string, code: string | null = null): void {
  sendJson(res, status, { error: { message, type, param: null, code } });
}
