import type { PageContext } from '../context.ts';

export interface OperatorIdentity {
  readonly name: string;
  readonly address: string;
  readonly email: string;
  readonly taxId?: string | undefined;
}

export const OperatorBlock = ({ ctx, operator }: { ctx: PageContext; operator: OperatorIdentity }) => {
  const t = ctx.texts.legal;
  return (
    <dl class="facts">
      <dt>{t.operator}</dt>
      <dd>{operator.name}</dd>
      <dt>{t.address}</dt>
      <dd>{operator.address}</dd>
      <dt>{t.email}</dt>
      <dd>
        <a href={`mailto:${operator.email}`}>{operator.email}</a>
      </dd>
      {operator.taxId ? (
        <>
          <dt>{t.taxId}</dt>
          <dd>{operator.taxId}</dd>
        </>
      ) : null}
    </dl>
  );
};

export const LegalPage = ({
  ctx,
  title,
  paragraphs,
  operator,
  licenceLink,
}: {
  ctx: PageContext;
  title: string;
  paragraphs: readonly string[];
  operator: OperatorIdentity;
  licenceLink?: boolean;
}) => (
  <>
    <h1>{title}</h1>
    <OperatorBlock ctx={ctx} operator={operator} />
    {paragraphs.map((text) => (
      <p>{text}</p>
    ))}
    {licenceLink ? (
      <p>
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="license external">
          {ctx.texts.legal.licenceLink}
        </a>
      </p>
    ) : null}
  </>
);

export const NotFoundPage = ({ ctx }: { ctx: PageContext }) => (
  <>
    <h1>{ctx.texts.notFound.title}</h1>
    <p>{ctx.texts.notFound.text}</p>
    <p>
      <a href={ctx.href('/')}>{ctx.texts.notFound.back}</a>
    </p>
  </>
);
