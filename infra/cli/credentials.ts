import { parseArgs } from 'node:util';
import { type Credential, issueCredential } from '#shared/domain/credentials/credential.ts';
import { CREDENTIAL_ID_PATTERN, hashToken, isWellFormedToken, TOKEN_PREFIX } from '#shared/domain/credentials/token.ts';
import { dynamoCredentialStore } from '#shared/store/credential-store.ts';
import { createDocumentClient, OPERATOR_STORE_BUDGET } from '#shared/store/dynamo-client.ts';
import { resolveCliTarget, runCli, UsageError } from './cli-target.ts';

const usage = `Bearer credentials of the integration quote routes.

  npm run -s credentials -- issue --company ACME --client acme-tms --integration erp
      issues a credential and prints its token as the last line, once: it is stored only as a hash
  npm run -s credentials -- list
      id, token prefix, owner, created and revoked times (never the token)
  npm run -s credentials -- revoke <credential id | token prefix | token>
      refuses the credential from its next request on

Where: with \`npm start\` running, its local database; with DYNAMODB_ENDPOINT, that one (CREDENTIALS_TABLE_NAME, or
the local start-up's table, prefix TABLE_PREFIX, default freight-estimate-local); otherwise AWS, with the table
names from the stack outputs: npx tsx infra/aws/deployed-env.ts -- npm run -s credentials -- <command>`;

const parse = () =>
  parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      company: { type: 'string' },
      client: { type: 'string' },
      integration: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });

const line = (credential: Credential) =>
  [
    credential.credentialId,
    `${credential.tokenPrefix}...`,
    `${credential.company}/${credential.client}/${credential.integration}`,
    `created ${credential.createdAt}`,
    credential.revokedAt ? `REVOKED ${credential.revokedAt}` : 'active',
  ].join('\t');

/** A prefix as printed by `list` (or a longer piece of the token); at least one character after `fest_`. */
const matchesPrefix = (credential: Credential, prefix: string) =>
  credential.tokenPrefix.startsWith(prefix) || prefix.startsWith(credential.tokenPrefix);

/** What `revoke` was given, read before any database call: an id, a whole token, or a token prefix. */
const revokeTarget = (target: string) => {
  if (CREDENTIAL_ID_PATTERN.test(target)) return { id: target };
  if (isWellFormedToken(target)) return { tokenHash: hashToken(target) };
  // `list` prints "fest_AbCd...": the copied dots are not part of the prefix.
  const prefix = target.replace(/\.{3}$/, '');
  if (prefix.startsWith(TOKEN_PREFIX) && prefix.length > TOKEN_PREFIX.length) return { prefix };
  throw new UsageError(
    `"${target}" is neither a credential id (cred_...), a token, nor a token prefix as \`list\` prints it ` +
      `(${TOKEN_PREFIX} followed by at least one character).`,
  );
};

const main = async () => {
  const { positionals, values } = parse();
  const [command, target] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  if (!['issue', 'list', 'revoke'].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  const where = resolveCliTarget();
  const client = createDocumentClient(where.settings, OPERATOR_STORE_BUDGET);
  const store = dynamoCredentialStore(client, where.table('CREDENTIALS_TABLE_NAME'));
  console.error(`Credentials in ${where.description}.`);
  try {
    if (command === 'issue') {
      const { company, client: clientName, integration } = values;
      if (!company || !clientName || !integration)
        throw new UsageError('--company, --client and --integration are required.');
      const { credential, token } = await issueCredential(
        { company, client: clientName, integration },
        store,
        new Date(),
      );
      console.log(`Issued ${credential.credentialId} for ${company}/${clientName}/${integration}.`);
      console.log('The token is shown once and stored only as a hash; hand it over through a secure channel.');
      console.log(token);
    } else if (command === 'list') {
      for (const credential of await store.list()) console.log(line(credential));
    } else if (command === 'revoke') {
      if (!target) throw new UsageError('Name the credential: its id (cred_...), its token prefix or the token.');
      const wanted = revokeTarget(target);
      const all = await store.list();
      const matches = all.filter((c) =>
        'id' in wanted
          ? c.credentialId === wanted.id
          : 'tokenHash' in wanted
            ? c.tokenHash === wanted.tokenHash
            : matchesPrefix(c, wanted.prefix),
      );
      if (matches.length === 0) throw new UsageError(`No credential matches "${target}".`);
      if (matches.length > 1) {
        throw new UsageError(
          `"${target}" matches ${matches.length} credentials; revoke by id:\n${matches.map(line).join('\n')}`,
        );
      }
      const revoked = await store.revoke((matches[0] as Credential).credentialId, new Date());
      if (revoked) console.log(`Revoked: ${line(revoked)}`);
    }
  } finally {
    client.destroy();
  }
};

runCli(usage, main);
