// Size floor, step 1: one DynamoDB read through the document client, nothing else.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () => client.send(new GetCommand({ TableName: 'table', Key: { pk: 'key' } }));
