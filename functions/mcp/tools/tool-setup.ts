import type { CallToolResult, McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { CreateOnceOutcome } from '#shared/domain/idempotency/create-once.ts';
import type { StoredQuote } from '#shared/domain/idempotency/stored-quote.ts';
import type { Language } from '#shared/domain/languages.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/domain/pricing/texts.ts';
import { phrase } from '#shared/domain/problem-phrases.ts';
import type { EstimateQuery } from '#shared/domain/quote/estimate-request.ts';
import type { Result } from '#shared/domain/quote/result.schema.ts';
import { TYPOGRAPHY } from '#shared/domain/texts/typography.ts';
import { type Problem, toProblem } from '#shared/http/problem.ts';
import { problemTexts } from '#shared/http/problem-texts.ts';
import { logger } from '#shared/observability/logger.ts';
import type { CreateQuoteInput } from '#shared/operations/create-quote/create-quote.operation.ts';
import type { PublicEstimate } from '#shared/operations/estimate/public-estimate.ts';
import type { Operation, OperationContext } from '#shared/operations/operation.ts';
import type { windowAt } from '#shared/operations/traffic-bans/calendar-responses.ts';
import type { ChangeLogAnswer } from '#shared/operations/traffic-bans/changes.operation.ts';
import type { ChangesQuery } from '#shared/operations/traffic-bans/changes.schema.ts';
import type { RouteQuery } from '#shared/operations/traffic-bans/route-bans.schema.ts';
import type { CalendarAnswer, RouteAnswer } from '#shared/operations/traffic-bans/traffic-bans.operation.ts';
import type { CalendarFilters } from '#shared/operations/traffic-bans/traffic-bans.schema.ts';

/** The operations the tools call in process, each built once per container over the container's stores. */
export interface AgentOperations {
  readonly estimate: Operation<EstimateQuery, PublicEstimate>;
  readonly createQuote: Operation<CreateQuoteInput, CreateOnceOutcome<Result>>;
  readonly getQuote: Operation<string, StoredQuote<Result>>;
  readonly calendar: Operation<CalendarFilters, CalendarAnswer>;
  readonly route: Operation<RouteQuery, RouteAnswer>;
  readonly changes: Operation<ChangesQuery, ChangeLogAnswer>;
}

export interface AgentServerDeps {
  readonly operations: AgentOperations;
  /** The MCP request's caller (client address, credential verdict) and instant; a tool with texts adds its language. */
  readonly caller: Omit<OperationContext, 'language'>;
  readonly countryCodes: readonly string[];
  /** The licence of the open data, its credit in a language. */
  readonly license: (lang: Language) => { readonly name: string; readonly url: string; readonly attribution: string };
  readonly siteBaseUrl: string;
}

/** What every tool of one request's server is registered with. */
export interface ToolSetup {
  readonly server: McpServer;
  readonly deps: AgentServerDeps;
  readonly window: ReturnType<typeof windowAt>;
  /** The CC BY credit of the open data, as a reuser must give it, in the answer's language. */
  readonly credit: (lang: Language) => string;
}

/** REST parameter and field names, and the one header, as the tools' argument names. */
const argumentName = (issue: Readonly<Record<string, unknown>>): string | undefined => {
  if (issue.header === 'Idempotency-Key' || issue.parameter === 'Idempotency-Key') return 'idempotencyKey';
  if (typeof issue.field === 'string') return issue.field.replace(/^\//, '').replaceAll('/', '.');
  return typeof issue.parameter === 'string' ? issue.parameter : undefined;
};

const isIssue = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/**
 * A problem as a tool error: the same title, status and detail as the REST answer, the argument at fault with its
 * accepted form, and for 429 and 503 the seconds to wait, from the same Retry-After. The server never retries for
 * the agent.
 */
export const problemResult = (problem: Problem, rename: (name: string) => string = (name) => name): CallToolResult => {
  const extensions = problem.extensions ?? {};
  const words = problemTexts(problem.language).tool;
  const lines = [
    `${TYPOGRAPHY[problem.language].label(`${problem.title} (HTTP ${problem.status})`)} ${problem.detail}`,
  ];
  // Every argument at fault, each once (the problem's `errors` names each parameter or field once).
  const issues = Array.isArray(extensions.errors) ? extensions.errors.filter(isIssue) : [extensions];
  for (const issue of issues) {
    const name = argumentName(issue);
    if (name !== undefined) lines.push(words.argument(rename(name), String(issue.expected ?? '')));
  }
  const retryAfter = problem.headers?.['Retry-After'];
  if (retryAfter !== undefined) lines.push(words.wait(Number(retryAfter)));
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
};

/**
 * A refused call as a tool error, through the one problem mapping; a failure of the service itself is logged
 * under the request's keys, as the REST chain logs it, and answered without detail.
 */
export const refusal = (error: unknown, language: Language, rename?: (name: string) => string): CallToolResult => {
  const problem = toProblem(error, language);
  if (problem.status >= 500) logger.error('tool call failed', { error });
  else logger.info('tool call refused', { status: problem.status, reason: error instanceof Error ? error.name : '' });
  return problemResult(problem, rename);
};

/** The destination's postal code as a tool lists it: its form, without the REST statuses. */
export const destinationPostalCode = z
  .string()
  .describe("postal code in paisDestino's format, e.g. IT 20121, PT 1000-001, NL 1012 JS, FR 75001");

/**
 * A tool that reads the service's own data: no side effect, the same answer for the same call and instant, and a
 * closed world (the tariff and the calendar, no outside system).
 */
export const readOnly = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;

export const languageExpected = phrase('expectLang', { languages: LANGUAGES, fallback: DEFAULT_LANGUAGE });

export const languageArgument = z
  .enum(LANGUAGES)
  .optional()
  .describe('language of the texts (default es; the enum lists the others)');
