import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type Language, pickLanguage } from '#shared/domain/pricing/texts.ts';
import type { Answer, OperationContext } from '#shared/operations/operation.ts';
import type { ApiContext } from './api-handler.ts';
import { credentialVerdict } from './authenticated.ts';

/**
 * The operation context of a REST request: the client address the chain identified, the authorizer's verdict, the
 * language the Accept-Language header asks for (unless the route takes it elsewhere) and the request's instant.
 */
export const restContext = (
  event: APIGatewayProxyEventV2,
  context: Pick<ApiContext, 'clientIp'>,
  now: Date,
  language: Language = pickLanguage(event.headers['accept-language']),
): OperationContext => ({
  clientIp: context.clientIp,
  credential: credentialVerdict(event),
  language,
  now,
});

/** The answer's value; its quota state goes to the chain, which writes the RateLimit fields of the response. */
export const answered = <T>(context: ApiContext, answer: Answer<T>): T => {
  if (answer.quota !== undefined) context.quota = answer.quota;
  return answer.value;
};
