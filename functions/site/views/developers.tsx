import type { ProblemCode } from '#shared/http/problem.ts';
import { llmsTxtRoute, openApiRoute } from '#shared/operations/metadata/metadata.route.ts';
import { mcpRoute } from '#shared/routes/face-routes.ts';
import { documentedRoutes } from '#shared/routes/registry.ts';
import type { PageContext } from '../context.ts';

/** The parts of an OpenAPI 3.1 operation the reference shows. */
export interface ApiOperation {
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly parameters: readonly { name: string; in: string; required: boolean; form: string }[];
  readonly hasBody: boolean;
  readonly statuses: readonly string[];
}

export interface QuotaFacts {
  readonly estimatePerMinute: number;
  readonly estimatePerDay: number;
  readonly integrationPerMinute: number;
  readonly openDataPerWindow: number;
  readonly openDataWindowSeconds: number;
}

const QuotaRules = ({ ctx, quotas }: { ctx: PageContext; quotas: QuotaFacts }) => {
  const t = ctx.texts.developers;
  return (
    <>
      <h2 id="quotas">{t.quotasTitle}</h2>
      <ul>
        {t
          .quotas(
            quotas.estimatePerMinute,
            quotas.estimatePerDay,
            quotas.integrationPerMinute,
            quotas.openDataPerWindow,
            quotas.openDataWindowSeconds,
          )
          .map((line) => (
            <li>{line}</li>
          ))}
      </ul>
      <p>{t.retryAfter}</p>
    </>
  );
};

export const DevelopersPage = ({ ctx, quotas }: { ctx: PageContext; quotas: QuotaFacts }) => {
  const t = ctx.texts.developers;
  return (
    <>
      <h1>{ctx.texts.pages['/developers'].title}</h1>
      <p>{t.intro}</p>
      <ul>
        <li>
          <a href={ctx.href('/developers/estimate-api')}>{t.sections.estimate}</a>: {t.estimateLead}
        </li>
        <li>
          <a href={ctx.href('/developers/open-data')}>{t.sections.openData}</a>: {t.openDataLead}
        </li>
        <li>
          <a href={ctx.href('/developers/errors')}>{t.sections.errors}</a>: {t.errorsLead}
        </li>
        <li>
          <a href={openApiRoute.path} type="application/json">
            {t.openapi}
          </a>{' '}
          (OpenAPI 3.1)
        </li>
      </ul>
      <AgentAccess ctx={ctx} />
      <QuotaRules ctx={ctx} quotas={quotas} />
    </>
  );
};

/** Where an AI agent starts: the MCP endpoint with its tools (from the route registry) and llms.txt. */
const AgentAccess = ({ ctx }: { ctx: PageContext }) => {
  const t = ctx.texts.developers;
  const tools = documentedRoutes.flatMap((route) => (route.tool ? [{ name: route.tool, auth: route.auth }] : []));
  return (
    <>
      <h2 id="agents">{t.agentsTitle}</h2>
      <p>{t.agentsLead}</p>
      <ul>
        <li>
          <code>
            {mcpRoute.method} {ctx.base}
            {mcpRoute.path}
          </code>
          {ctx.typography.label('')} {t.mcp} {ctx.typography.label(t.tools)}{' '}
          {tools.map((tool, index) => (
            <>
              {index > 0 ? ', ' : ''}
              <code>{tool.name}</code>
              {tool.auth === 'bearer' ? ` (${t.credentialTool})` : ''}
            </>
          ))}
          .
        </li>
        <li>
          <a href={llmsTxtRoute.path} type="text/plain">
            llms.txt
          </a>
          : {t.llmsTxt}
        </li>
      </ul>
    </>
  );
};

const Operation = ({ ctx, operation, example }: { ctx: PageContext; operation: ApiOperation; example?: string }) => {
  const t = ctx.texts.developers;
  return (
    <section>
      <h3>
        <code>
          {operation.method} {operation.path}
        </code>
      </h3>
      <p lang="en">{operation.summary}</p>
      {operation.parameters.length > 0 ? (
        <div class="scroll">
          <table>
            <caption>{t.parameters}</caption>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.location}</th>
                <th scope="col">{t.required}</th>
                <th scope="col">{t.form}</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr>
                  <td>
                    <code>{parameter.name}</code>
                  </td>
                  <td>{parameter.in}</td>
                  <td>{parameter.required ? ctx.texts.estimate.yes : ctx.texts.estimate.no}</td>
                  <td>
                    <code>{parameter.form}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {operation.hasBody ? <p>{t.body}</p> : null}
      <p>
        {ctx.typography.label(t.responses)}{' '}
        {operation.statuses.map((status, position) => (
          <>
            {position > 0 ? ', ' : ''}
            {Number(status) >= 400 ? <a href={ctx.href('/developers/errors')}>{status}</a> : status}
          </>
        ))}
      </p>
      {example ? (
        <>
          <h4>{t.example}</h4>
          <pre>
            <code>{example}</code>
          </pre>
        </>
      ) : null}
    </section>
  );
};

export const ReferencePage = ({
  ctx,
  title,
  lead,
  operations,
  examples,
  quotas,
}: {
  ctx: PageContext;
  title: string;
  lead: string;
  operations: readonly ApiOperation[];
  examples: Readonly<Record<string, string>>;
  quotas: QuotaFacts;
}) => (
  <>
    <h1>{title}</h1>
    <p>{lead}</p>
    <p>
      <a href={openApiRoute.path} type="application/json">
        {ctx.texts.developers.openapi}
      </a>
    </p>
    <h2>{ctx.texts.developers.operations}</h2>
    {operations.map((operation) => (
      <Operation ctx={ctx} operation={operation} example={examples[`${operation.method} ${operation.path}`]} />
    ))}
    <QuotaRules ctx={ctx} quotas={quotas} />
    <p>
      <a href={ctx.href('/developers/errors')}>{ctx.texts.developers.seeErrors}</a>
    </p>
  </>
);

export const ErrorsPage = ({ ctx, codes }: { ctx: PageContext; codes: readonly ProblemCode[] }) => {
  const t = ctx.texts.developers;
  return (
    <>
      <h1>{ctx.texts.pages['/developers/errors'].title}</h1>
      <p>{t.errorsLead}</p>
      {codes.map((code) => {
        const [meaning, action] = ctx.texts.errors[code];
        return (
          <section id={code}>
            <h2>
              <code>{code}</code>
            </h2>
            <p>
              <strong>{t.meaning}:</strong> {meaning}
            </p>
            <p>
              <strong>{t.action}:</strong> {action}
            </p>
          </section>
        );
      })}
    </>
  );
};
