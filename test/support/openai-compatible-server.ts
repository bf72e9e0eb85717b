import { LocalJsonServer, reply, type JsonReply, type ReceivedRequest } from './json-http-server.js';

/** A chat-completions request as the server received it. */
export interface ChatCompletionRequest {
  readonly authorization: string | undefined;
  readonly model: string;
  readonly messages: readonly { role: string; content: string }[];
  readonly responseFormat: unknown;
  /** The whole parsed body, for anything else a test wants to check. */
  readonly body: Record<string, unknown>;
}

type Answer = string | ((request: ChatCompletionRequest) => string);

/**
 * An OpenAI-compatible chat-completions endpoint (`POST {baseUrl}/chat/completions`, bearer authentication,
 * the documented response shape with the answer in `choices[0].message.content`), scripted by tests: what the
 * model answers, a status to fail with, a delay or no answer at all. It records every request it accepts.
 */
export class OpenAiCompatibleServer extends LocalJsonServer {
  readonly apiKey = 'sk-test-extraction-key';
  readonly requests: ChatCompletionRequest[] = [];
  #answer: Answer = '{}';
  #failure: { status: number; message: string } | undefined;
  #delayMs = 0;
  #hanging = false;

  /** What to give as the base URL of an OpenAI client. */
  get baseUrl(): string {
    return `${this.url}/v1`;
  }

  /** The message content of the next answers: text as is (it need not be JSON), or an object as JSON. */
  answerWith(answer: Answer | object): this {
    this.#answer =
      typeof answer === 'string' || typeof answer === 'function' ? (answer as Answer) : JSON.stringify(answer);
    this.#failure = undefined;
    return this;
  }

  /** Fail the next requests with this status and an OpenAI-style error body. */
  failWith(status: number, message = 'The server had an error while processing your request'): this {
    this.#failure = { status, message };
    return this;
  }

  /** Answer only after this long. */
  delayBy(milliseconds: number): this {
    this.#delayMs = milliseconds;
    return this;
  }

  /** Never answer (until the server stops), as a stuck upstream does. */
  hang(): this {
    this.#hanging = true;
    return this;
  }

  /** Back to answering `{}` at once, with no requests recorded. */
  reset(): this {
    this.requests.length = 0;
    this.#answer = '{}';
    this.#failure = undefined;
    this.#delayMs = 0;
    this.#hanging = false;
    return this;
  }

  protected async answer(request: ReceivedRequest): Promise<JsonReply> {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return reply(
        404,
        openAiError(`Unknown request URL: ${request.method} ${request.path}`, 'invalid_request_error', 'unknown_url'),
      );
    }
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${this.apiKey}`) {
      return reply(401, openAiError('Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'));
    }
    const body = JSON.parse(request.body) as Record<string, unknown>;
    const received: ChatCompletionRequest = {
      authorization,
      model: String(body.model),
      messages: (body.messages ?? []) as ChatCompletionRequest['messages'],
      responseFormat: body.response_format,
      body,
    };
    this.requests.push(received);
    if (this.#hanging) await new Promise(() => undefined);
    if (this.#delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.#delayMs));
    if (this.#failure) return reply(this.#failure.status, openAiError(this.#failure.message, 'server_error', null));
    const content = typeof this.#answer === 'function' ? this.#answer(received) : this.#answer;
    return reply(200, {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: received.model,
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
      ],
      usage: usage(Math.ceil(request.body.length / 4), Math.ceil(content.length / 4)),
    });
  }
}

const usage = (prompt: number, completion: number) => ({
  prompt_tokens: prompt,
  completion_tokens: completion,
  total_tokens: prompt + completion,
});
const openAiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});
