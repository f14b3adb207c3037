/**
 * A fake Anthropic Messages API on 127.0.0.1 for end-to-end runs of the real Claude Code
 * CLI: records every request body, answers with server-sent events from a script, and
 * refuses past a request budget so a confused client can never loop forever.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the script answers with: text, or a tool call. */
export type FakeReply = { text: string } | { tool: string; input: Record<string, unknown> };

/** A recorded request: its parsed body and the body as text (to search in). */
export interface FakeRequest {
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are free-form JSON
  body: any;
  text: string;
}

/** The running fake. */
export interface FakeApi {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

function sse(res: ServerResponse, events: Array<Record<string, unknown>>): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const data of events) res.write(`event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);
  res.end();
}

function replyEvents(reply: FakeReply, model: string, n: number): Array<Record<string, unknown>> {
  const usage = { input_tokens: 10, output_tokens: 1 };
  const start = {
    type: 'message_start',
    message: {
      id: `msg_${n}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage,
    },
  };
  const isTool = 'tool' in reply;
  const block = isTool
    ? { type: 'tool_use', id: `toolu_${n}`, name: reply.tool, input: {} }
    : { type: 'text', text: '' };
  const delta = isTool
    ? { type: 'input_json_delta', partial_json: JSON.stringify(reply.input) }
    : { type: 'text_delta', text: reply.text };
  return [
    start,
    { type: 'content_block_start', index: 0, content_block: block },
    { type: 'content_block_delta', index: 0, delta },
    { type: 'content_block_stop', index: 0 },
    {
      type: 'message_delta',
      delta: { stop_reason: isTool ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: 5 },
    },
    { type: 'message_stop' },
  ];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake; `script` picks the reply for each request (given all requests so far). */
export async function startFakeApi(
  script: (req: FakeRequest, all: FakeRequest[]) => FakeReply,
  maxRequests = 40,
): Promise<FakeApi> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
      res.writeHead(404).end();
      return;
    }
    if (requests.length >= maxRequests) {
      res.writeHead(529, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          type: 'error',
          error: { type: 'overloaded_error', message: 'request budget spent' },
        }),
      );
      return;
    }
    let body: unknown = {};
    try {
      body = JSON.parse(text);
    } catch {}
    const request = { body, text };
    requests.push(request);
    const model = (body as { model?: string }).model ?? 'claude-sonnet-4-5';
    if ((body as { stream?: boolean }).stream === false) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'msg',
          type: 'message',
          role: 'assistant',
          model,
          content: [{ type: 'text', text: 'ok' }],
          stop_reason: 'end_turn',
          usage: { input_tokens: 1, output_tokens: 1 },
        }),
      );
      return;
    }
    sse(res, replyEvents(script(request, requests), model, requests.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
