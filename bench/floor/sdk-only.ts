// Floor, step 1: one DynamoDB read through the document client, nothing else. The bench gives the table
// (TABLE_NAME) and, locally, the endpoint (AWS_ENDPOINT_URL_DYNAMODB, which the SDK reads itself).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () =>
  client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'key' } }));
