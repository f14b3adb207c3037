import { describe, expect, it } from 'vitest';
import {
  analyze,
  processTerm,
  splitCompound,
  stem,
  surfaceForms,
  tokenize,
} from '../../src/search/tokenizer.js';

describe('tokenize', () => {
  it.each([
    ['plain words, punctuation', 'Hello, world! Done.', ['Hello', 'world', 'Done']],
    ['keeps a path whole', 'see src/auth/login.ts.', ['see', 'src/auth/login.ts']],
    ['keeps dashed names', 'run docker-compose up', ['run', 'docker-compose', 'up']],
    ['drops a trailing dash', 'pre- and post-', ['pre', 'and', 'post']],
    ['keeps env names', 'set VITE_API_URL=x', ['set', 'VITE_API_URL', 'x']],
    ['keeps scoped packages', 'npm i @types/node', ['npm', 'i', 'types/node']],
    ['unicode letters', 'café naïve', ['café', 'naïve']],
    ['empty text', '', []],
    ['only punctuation', '--- ...', []],
  ])('%s', (_name, text, expected) => {
    expect(tokenize(text)).toEqual(expected);
  });
});

describe('splitCompound', () => {
  it.each([
    ['docker-compose', ['docker', 'compose']],
    ['camelCase', ['camel', 'Case']],
    ['PascalCaseName', ['Pascal', 'Case', 'Name']],
    ['snake_case_name', ['snake', 'case', 'name']],
    ['src/auth/login.ts', ['src', 'auth', 'login', 'ts']],
    ['VITE_API_URL', ['VITE', 'API', 'URL']],
    ['HTTPServer', ['HTTP', 'Server']],
    ['parseURLs', ['parse', 'URLs']],
    ['oauth2', ['oauth2']],
    ['base64Encode', ['base64', 'Encode']],
  ])('%s', (token, expected) => {
    expect(splitCompound(token)).toEqual(expected);
  });
});

describe('stem', () => {
  it.each([
    // plurals
    ['tests', 'test'],
    ['queries', 'query'],
    ['dependencies', 'dependency'],
    ['classes', 'class'],
    ['caches', 'cach'],
    ['indexes', 'index'],
    ['matches', 'match'],
    ['class', 'class'],
    ['status', 'status'],
    ['redis', 'redis'],
    ['kubernetes', 'kubernet'],
    // -ing / -ed, with undoubling
    ['testing', 'test'],
    ['logging', 'log'],
    ['running', 'run'],
    ['caching', 'cach'],
    ['cached', 'cach'],
    ['failed', 'fail'],
    ['retried', 'retry'],
    ['configured', 'configur'],
    ['configuring', 'configur'],
    ['deployed', 'deploy'],
    ['embedding', 'embed'],
    ['embedded', 'embed'],
    // final e
    ['cache', 'cach'],
    ['configure', 'configur'],
    ['node', 'node'],
    ['nodes', 'node'],
    ['free', 'free'],
    // left alone
    ['embed', 'embed'],
    ['string', 'string'],
    ['speed', 'speed'],
    ['need', 'need'],
    ['agreed', 'agreed'],
    ['bring', 'bring'],
    ['oauth2', 'oauth2'],
    ['api', 'api'],
    ['yes', 'yes'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('conflates inflections of one word', () => {
    const forms = ['cache', 'caches', 'cached', 'caching'];
    expect(new Set(forms.map(stem)).size).toBe(1);
  });

  it.each([
    [['take', 'takes', 'took', 'taken']],
    [['write', 'wrote', 'written']],
    [['run', 'runs', 'ran', 'running']],
    [['small', 'smaller', 'smallest']],
    [['easy', 'easier', 'easiest']],
    [['big', 'bigger']],
  ])('meets irregular forms in one stem: %j', (forms) => {
    expect(new Set(forms.map(stem)).size).toBe(1);
  });

  it.each([
    ['server', 'server'],
    ['docker', 'docker'],
    ['user', 'user'],
    ['later', 'later'],
  ])('leaves an -er word that is not listed alone: %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('processTerm', () => {
  it.each([
    ['Tests', ['test']],
    ['the', null],
    ['x', null],
    ['docker-compose', ['docker-compose', 'docker', 'compos']],
    ['camelCase', ['camelcase', 'camel', 'case']],
    ['snake_case', ['snake_case', 'snak', 'case']],
    ['src/auth/login.ts', ['src/auth/login.ts', 'src', 'auth', 'login', 'ts']],
    ['VITE_API_URL', ['vite_api_url', 'vite', 'api', 'url']],
    ['URLs', ['url']],
    ['the-end', ['the-end', 'end']],
  ])('%s', (token, expected) => {
    expect(processTerm(token)).toEqual(expected);
  });
});

describe('processTerm keeping stopwords', () => {
  it('keeps them as terms, still dropping one-letter words', () => {
    expect(processTerm('the', { keepStopwords: true })).toEqual(['the']);
    expect(processTerm('the-end', { keepStopwords: true })).toEqual(['the-end', 'the', 'end']);
    expect(processTerm('a', { keepStopwords: true })).toBeNull();
  });
});

describe('surfaceForms', () => {
  it('gives the inflected words of a token as written, with their stems', () => {
    expect(surfaceForms('proposed')).toEqual([{ form: 'proposed', stem: 'propos' }]);
    expect(surfaceForms('took')).toEqual([{ form: 'took', stem: 'take' }]);
    expect(surfaceForms('cachedTokens')).toEqual([
      { form: 'cached', stem: 'cach' },
      { form: 'tokens', stem: 'token' },
    ]);
  });

  it('gives nothing for a word that is its own stem or a stopword', () => {
    expect(surfaceForms('docker')).toEqual([]);
    expect(surfaceForms('these')).toEqual([]);
    expect(surfaceForms('these', { keepStopwords: true })).toEqual([
      { form: 'these', stem: 'thes' },
    ]);
  });
});

describe('analyze', () => {
  it('lowercases, stems, splits and drops stopwords', () => {
    expect(analyze('The deployments of docker-compose are failing')).toEqual([
      'deployment',
      'docker-compose',
      'docker',
      'compos',
      'fail',
    ]);
  });

  it('lets a part of an identifier find the identifier', () => {
    expect(analyze('useAuthToken')).toContain('token');
    expect(analyze('login')).toEqual(['login']);
    expect(analyze('src/auth/login.ts')).toContain('login');
  });
});
