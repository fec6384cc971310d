import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Language } from '#shared/domain/languages.ts';
import type { Answer, OperationContext } from '#shared/operations/operation.ts';
import type { ApiContext } from './api-handler.ts';
import { credentialVerdict } from './authenticated.ts';

/**
 * The operation context of a REST request: the client address the chain identified, the authorizer's verdict, the
 * request's instant and, for an answer with texts, the language its Accept-Language header asks for.
 */
export const restContext = (
  event: APIGatewayProxyEventV2,
  context: Pick<ApiContext, 'clientIp'>,
  now: Date,
  language?: Language,
): OperationContext => {
  const credential = credentialVerdict(event);
  return {
    clientIp: context.clientIp,
    now,
    ...(credential === undefined ? {} : { credential }),
    ...(language === undefined ? {} : { language }),
  };
};

/** The answer's value; its quota state goes to the chain, which writes the RateLimit fields of the response. */
export const answered = <T>(context: ApiContext, answer: Answer<T>): T => {
  if (answer.quota !== undefined) context.quota = answer.quota;
  return answer.value;
};
