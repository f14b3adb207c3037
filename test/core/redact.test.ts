/**
 * The redaction table: realistic secrets (each must vanish) and look-alikes (each must
 * survive byte for byte). Values are made up; formats follow the issuers' documentation.
 */
import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '../../src/core/redact.js';

/** [text, the secret part that must not survive]. */
const SECRETS: ReadonlyArray<readonly [string, string]> = [
  ['aws AKIAIOSFODNN7EXAMPLE in the log', 'AKIAIOSFODNN7EXAMPLE'],
  ['echo pw | docker login -u ci -p Dock3rHubPa55 registry.io', 'Dock3rHubPa55'],
  ['podman login quay.io -u me -p "quay pass 42"', 'quay pass 42'],
  ['sshpass -p Sup3rS3cret ssh deploy@10.0.0.5', 'Sup3rS3cret'],
  ['redis-cli -h cache -p 6379 -a R3disAuthPw ping', 'R3disAuthPw'],
  ['password: correct horse battery staple', 'horse battery staple'],
  ['  smtp_password = tr0ub4dor and 3', 'tr0ub4dor and 3'],
  ['aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'wJalrXUtnFEMI'],
  ['AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCY aws s3 ls', 'wJalrXUtnFEMI'],
  ['aws_session_token = FwoGZXIvYXdzEBYaDHqa0AP1/x', 'FwoGZXIvYXdz'],
  ['token ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'ghp_abcdef'],
  ['github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuv', 'github_pat_11ABC'],
  ['oauth gho_16C7e42F292c6912E7710c838347Ae178B4a', 'gho_16C7e42'],
  ['gitlab glpat-xXxX1234abcdEFGH5678', 'glpat-xXxX'],
  ['slack xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOp', 'xoxb-1234'],
  [
    'hook https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX',
    'T00000000/B00000000',
  ],
  ['stripe sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'sk_live_4eC39'],
  ['restricted rk_live_51H8abcdEFGHijklMNOP', 'rk_live_51H8'],
  ['STRIPE_WEBHOOK=whsec_abc123def456ghi789jkl', 'whsec_abc123'],
  ['maps key AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe', 'AIzaSyDaGm'],
  ['client GOCSPX-1a2b3c4d5e6f7g8h9i0jKLMNOP', 'GOCSPX-1a2b'],
  ['OPENAI_API_KEY=sk-proj-abcdefghijklmnop1234567890', 'sk-proj-abcd'],
  ['key sk-ant-api03-abcdefghijklmnopqrstuvwx', 'sk-ant-api03'],
  ['npm token npm_abcdefghijklmnopqrstuvwxyz0123456789', 'npm_abcdefgh'],
  ['//registry.npmjs.org/:_authToken=0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e', '0b1c2d3e'],
  ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N', 'dozjgNryP4J3'],
  [
    '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----',
    'MIIEowIBAAKCAQEA',
  ],
  [
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE\n-----END OPENSSH PRIVATE KEY-----',
    'b3BlbnNzaC1rZXktdjE',
  ],
  [
    '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg4LVWM9nuwNSk\n-----END EC PRIVATE KEY-----',
    'MHcCAQEEIBkg4',
  ],
  [
    '-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBF0Yz3kBCADx\n-----END PGP PRIVATE KEY BLOCK-----',
    'lQOYBF0Yz3kBCADx',
  ],
  ['postgres://app:hunter2@db.internal/prod', 'hunter2'],
  ['mongodb+srv://admin:Sup3rS3cret@cluster0.abcde.mongodb.net/db', 'Sup3rS3cret'],
  ['redis://:p4ssw0rdRedis@cache:6379/0', 'p4ssw0rdRedis'],
  ['Authorization: Bearer abc.def.ghi123456', 'abc.def.ghi123456'],
  ['Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'YWxhZGRpbjpvcGVuc2VzYW1l'],
  ['password: "correct horse battery"', 'horse battery'],
  ['db_password=hunter22 in the staging env', 'hunter22'],
  ['access_token=ya29.a0AfH6SMBx3', 'ya29.a0AfH6SMBx3'],
  ['{"client_secret": "8f7e6d5c4b3a2918"}', '8f7e6d5c4b3a2918'],
  [
    'DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=Zm9vYmFyYmF6cXV4==;EndpointSuffix=core.windows.net',
    'Zm9vYmFyYmF6cXV4',
  ],
  ['curl -u admin:s3cretPass https://api.example.com', 's3cretPass'],
  ['mysql -uroot -pS3cretPass app_db', 'S3cretPass'],
  ['secret_key_base=9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d', '9a8b7c6d5e4f'],
  ['export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'ghp_abcdef'],
  ['X-Api-Key: 4f3e2d1c0b9a8f7e6d5c', '4f3e2d1c0b9a8f7e6d5c'],
  ['sendgrid SG.abcdefghijklmnopqrst.uvwxyzABCDEFGHIJKLMNOPQRS', 'SG.abcdefghij'],
  ['twilio_auth_token: 0123456789abcdef0123456789abcdef', '0123456789abcdef0123'],
  ['"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBg"', 'MIIEvQIBADANBg'],
  [
    'do token dop_v1_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    'dop_v1_0123',
  ],
  ['hf token hf_abcdefghijklmnopqrstuvwxyzABCDEF', 'hf_abcdefgh'],
  ['PGPASSWORD=pg_s3cret psql -h db', 'pg_s3cret'],
  ['run it with --password hunter22 once', 'hunter22'],
  ['passwd: trustno1!', 'trustno1!'],
  ['API_KEY=abc123def456ghi789', 'abc123def456ghi789'],
];

/** Text that only looks like a secret: it must come back unchanged. */
const LOOK_ALIKES: readonly string[] = [
  'fixed in 3f9c2a1e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a3f on main',
  'see commit a1b2c3d for the revert',
  'request 123e4567-e89b-12d3-a456-426614174000 failed with 502',
  'image sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  'password reset emails go through the queue',
  'The token rotation fails when two tabs refresh; see src/auth/refresh.ts line 40.',
  'Use secret scopes in Vault for this',
  'api key rotation is monthly',
  'released v2.14.3-beta.1 yesterday',
  'the PNG starts with iVBORw0KGgoAAAANSUhEUgAA',
  'AKIA prefixes mark AWS access key ids',
  'https://github.com/org/repo/pull/42',
  'postgres://db.internal:5432/app',
  'mail jane.doe@example.com about it',
  'git@github.com:org/repo.git',
  'const token = getToken();',
  'token: string;',
  'max_tokens: 4096',
  'tokenizer: cl100k_base',
  '"token_type": "Bearer"',
  '"password_min_length": 12',
  'password = process.env.DB_PASSWORD',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell-style reference, on purpose
  'api_key: ${API_KEY}',
  'secretary: Jane',
  'passport_number is a PII field',
  'Bearer tokens expire after an hour',
  'Basic authentication is disabled',
  'PORT=3000',
  'NODE_ENV=production',
  'docker run -p 8080:80 nginx',
  'ssh -p 2222 deploy@host',
  'curl -u $USER:$TOKEN https://x',
  'the color is #ff00aa and mask 0x7fffffff',
  'ghp_ is the prefix of a GitHub token',
  'npm_config_cache is set in CI',
  'from sklearn import svm; sk-learn is its old name',
  'eyJ marks a base64 JSON header',
  'uuid 550e8400-e29b-41d4-a716-446655440000 in prose',
  'tokens_used: 12345',
  'the secret is to batch writes',
  'CREATE INDEX idx_users_password_hash ON users (password_hash);',
  'mysql -p prompts for the password',
  'redis-cli -h cache -p 6379 ping',
  'docker login -u ci --password-stdin registry.io',
  'docker run -p 5432:5432 postgres',
  'sshpass reads the password from SSHPASS with -e',
  'password_hash: bcrypt',
  'password: $DB_PASSWORD',
  'passwordless login is enabled',
];

describe('secret redaction table', () => {
  it.each(SECRETS)('hides %j', (text, secret) => {
    const out = redactSecrets(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(REDACTED);
  });

  it.each(LOOK_ALIKES)('leaves %j alone', (text) => {
    expect(redactSecrets(text)).toBe(text);
  });

  it('covers at least 40 secrets and as many look-alikes, all of them', () => {
    const hidden = SECRETS.filter(([text, secret]) => !redactSecrets(text).includes(secret));
    const kept = LOOK_ALIKES.filter((text) => redactSecrets(text) === text);
    expect(SECRETS.length).toBeGreaterThanOrEqual(40);
    expect(LOOK_ALIKES.length).toBeGreaterThanOrEqual(SECRETS.length - 10);
    expect({ hidden: hidden.length, kept: kept.length }).toEqual({
      hidden: SECRETS.length,
      kept: LOOK_ALIKES.length,
    });
  });

  it('stays linear on hostile input', () => {
    // Each of these made the old keyed-value pattern scan far: now one pass each.
    const long = `${'a_'.repeat(20_000)}token`;
    expect(redactSecrets(long)).toBe(long);
    expect(redactSecrets(`mysql ${'x '.repeat(20_000)}`)).toBe(`mysql ${'x '.repeat(20_000)}`);
  });

  // Inputs that made earlier patterns quadratic (a scheme scan from every letter, a key
  // name scanned from every position, a line pattern crossing blank lines). At this size
  // a quadratic pattern runs for minutes, a linear one in milliseconds; the bench
  // (section redos) reports the times.
  it.each([
    ['one long word', 'a'.repeat(200_000)],
    ['scheme characters', 'ab+'.repeat(70_000)],
    ['a key name that never ends', 'secret_'.repeat(30_000)],
    ['dotted identifier', 'x.'.repeat(100_000)],
    ['blank lines', '\n'.repeat(200_000)],
    ['indented blank lines', ' \n'.repeat(100_000)],
    ['a tool name repeated', 'mysql sshpass redis-cli '.repeat(8_000)],
    ['key lines', 'A=b\n'.repeat(50_000)],
    ['password keys', 'password password: '.repeat(10_000)],
  ])('finishes on %s', (_name, text) => {
    expect(redactSecrets(text).length).toBeGreaterThan(0);
  });
});

describe('redaction: where a secret lives is not a secret', () => {
  it.each([
    'token=$API_TOKEN',
    'token=%API_TOKEN%',
    'token=<your-token-here>',
    'token={{ secrets.deploy }}',
    'token=process.env.DEPLOY_TOKEN',
    'token=os.environ.DEPLOY',
    'token=env.DEPLOY_TOKEN',
    'token=readToken(path)',
    'token=abc',
    'token=[REDACTED]x',
    'password_hash: 9f8e7d6c5b4a39281706',
    'token_type: bearer',
  ])('keeps %j', (text) => {
    expect(redactSecrets(text)).toBe(text);
  });

  it.each([
    ['token=Xk29fhs8Qm2', 'token=[REDACTED]'],
    ["token='Xk29fhs8Qm2'", "token='[REDACTED]'"],
    ['token="Xk29fhs8Qm2"', 'token="[REDACTED]"'],
    ['password: correct horse battery staple', 'password: [REDACTED]'],
    ['  - db_passphrase = two words here  ', '  - db_passphrase = [REDACTED]'],
    ['export STRIPE_KEY=abcd1234efgh5678ijkl', 'export STRIPE_KEY=[REDACTED]'],
    ['PLAIN=hello-world-value', 'PLAIN=hello-world-value'],
    ['PATH_LIKE=/usr/local/bin/abc123def456', 'PATH_LIKE=/usr/local/bin/abc123def456'],
    ['NUMBERS=12345678901234567890', 'NUMBERS=12345678901234567890'],
    [
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEabc\n-----END RSA PRIVATE KEY-----\nafter',
      '[REDACTED]\nafter',
    ],
    ['-----BEGIN OPENSSH PRIVATE KEY-----\nMIIEabc cut short', '[REDACTED]'],
    ['Authorization: Bearer abcdefghijklmnopqrstuvwxyz', 'Authorization: Bearer [REDACTED]'],
    ['Authorization: Basic dXNlcjpwYXNz1', 'Authorization: Basic [REDACTED]'],
    ['read the bearer tokensforall docs', 'read the bearer tokensforall docs'],
    ['mysql -uroot -pS3cret db', 'mysql -uroot -p[REDACTED] db'],
    ['docker login -p "hunter22" reg', 'docker login -p "[REDACTED]" reg'],
    ['curl --user=admin:hunter22 x', 'curl --user=admin:[REDACTED] x'],
    ['run --token "hunter22"', 'run --token "[REDACTED]"'],
  ])('%j → %j', (text, want) => {
    expect(redactSecrets(text)).toBe(want);
  });
});

describe('redacting a transcript', () => {
  it('redacts every string of a tool input, however nested, and keeps other values', async () => {
    const { redactTranscript } = await import('../../src/core/capture/redact-transcript.js');
    const secret = 'ghp_abcdefghijklmnopqrstuvwx1234';
    const transcript = {
      sessionId: 's',
      events: [
        { kind: 'prompt' as const, text: `use ${secret}` },
        {
          kind: 'tool' as const,
          id: 't',
          name: 'Bash',
          input: {
            command: `echo ${secret}`,
            list: [secret, 3, null],
            deep: { key: secret, n: true },
          },
        },
        { kind: 'result' as const, id: 't', isError: false, text: secret },
      ],
    };
    const out = redactTranscript(transcript, true);
    expect(out.sessionId).toBe('s');
    expect(JSON.stringify(out)).not.toContain(secret);
    expect(out.events[1]).toEqual({
      kind: 'tool',
      id: 't',
      name: 'Bash',
      input: {
        command: 'echo [REDACTED]',
        list: ['[REDACTED]', 3, null],
        deep: { key: '[REDACTED]', n: true },
      },
    });
    expect(out.events[0]).toEqual({ kind: 'prompt', text: 'use [REDACTED]' });
    expect(redactTranscript(transcript, false)).toBe(transcript);
  });
});

describe('redaction: a token shape inside a longer identifier is not a token', () => {
  it.each([
    'xsk-proj-abcdefghijklmnop1234',
    'Ask_live_abcdefghij1234',
    'mywhsec_abcdefghijklmnop1234',
    'aghp_abcdefghijklmnopqrstuvwx1234',
    'agithub_pat_abcdefghijklmnopqrstu_1234',
    'aglpat-abcdefghijklmnop1234',
    'axoxb-abcdefghij-1234',
    'XAKIAABCDEFGHIJKLMNOP',
    'xAIzaabcdefghijklmnopqrstuvwxyz012345',
    'xGOCSPX-abcdefghijklmnopqrstuv',
    'xnpm_abcdefghijklmnopqrstuvwxyz0123456',
    'xSG.abcdefghijklmnop1234.abcdefghijklmnop1234',
    `xdop_v1_${'a1'.repeat(20)}`,
    'xhf_abcdefghijklmnopqrstuvwxyz012345',
    'xeyJabcdefghij.eyJabcdefghij.abcdefghij',
  ])('keeps %j', (text) => {
    expect(redactSecrets(text)).toBe(text);
  });

  it('and the same shapes standing alone are redacted', () => {
    expect(redactSecrets('key sk-proj-abcdefghijklmnop1234 end')).toBe('key [REDACTED] end');
    expect(redactSecrets('AKIAABCDEFGHIJKLMNOP')).toBe('[REDACTED]');
    expect(redactSecrets('https://hooks.slack.com/services/T00/B00/xyz and more')).toBe(
      '[REDACTED] and more',
    );
  });
});

describe('redaction: every occurrence, not the first', () => {
  it.each([
    'sk-proj-abcdefghijklmnop1234',
    'sk_live_abcdefghij1234',
    'whsec_abcdefghijklmnop1234',
    'ghp_abcdefghijklmnopqrstuvwx1234',
    'github_pat_abcdefghijklmnopqrstu_1234',
    'glpat-abcdefghijklmnop1234',
    'xoxb-abcdefghij-1234',
    'https://hooks.slack.com/services/T00/B00/xyz',
    'AKIAABCDEFGHIJKLMNOP',
    'AIzaabcdefghijklmnopqrstuvwxyz012345',
    'GOCSPX-abcdefghijklmnopqrstuv',
    'npm_abcdefghijklmnopqrstuvwxyz0123456',
    'SG.abcdefghijklmnop1234.abcdefghijklmnop1234',
    `dop_v1_${'a1'.repeat(20)}`,
    'hf_abcdefghijklmnopqrstuvwxyz012345',
    'eyJabcdefghij.eyJabcdefghij.abcdefghij',
    '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
  ])('of %j', (token) => {
    expect(redactSecrets(`one ${token} two ${token} three`)).toBe(
      'one [REDACTED] two [REDACTED] three',
    );
  });
});
