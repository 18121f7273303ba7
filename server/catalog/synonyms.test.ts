// The search's synonyms the operator edits: GET, POST and DELETE /api/admin/synonyms (operators only) and
// `npm run shop -- synonyms`; the seeded groups; and a change shown by the next search, whichever connection or
// process made it and whatever answers were kept before it.
import { runCli } from '../cli/program';
import { openDatabase } from '../db/database';
import { setRole } from '../accounts';
import { en } from '../messages/en';
import { newOperator, storedPicture } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { twoProcessesOnPostgres } from '../test/processes';
import { newShopperDetails } from '../../tools/testkit/fixtures';
import { shopClient } from '../../tools/testkit/shopClient';

interface Group {
  id: string;
  words: string[];
}

const SEEDED = [
  ['denim', 'jeans'],
  ['tee', 't-shirt', 'tshirt'],
  ['hoodie', 'sweatshirt'],
  ['trousers', 'pants'],
  ['kurti', 'kurta'],
  ['ladki', 'ladkiyon', 'ladkiyan', 'girl', 'girls'],
  ['ladka', 'ladke', 'ladkon', 'boy', 'boys'],
  ['aurat', 'mahila', 'women', 'woman'],
  ['aadmi', 'purush', 'men', 'man'],
  ['bachche', 'bacchon', 'baccha', 'kids'],
];

describeEachDatabase("the search's synonyms", (shop) => {
  let operator: Shopper;
  const asOperator = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    shop().request({ method, url, payload, headers: { token: operator.token } });
  const groups = async () => (await asOperator('GET', '/api/admin/synonyms')).body.groups as Group[];
  const idsOf = async (q: string) =>
    ((await shop().get(`/api/product/query?q=${encodeURIComponent(q)}`)).body.products as Array<{ _id: string }>).map(
      (p) => p._id,
    );
  const cli = async (...argv: string[]) => {
    let out = '';
    let err = '';
    const code = await runCli(argv, {
      env: { DATABASE_URL: shop().config.databaseUrl, DATA_DIR: shop().config.dataDir },
      cwd: shop().config.dataDir,
      stdout: (text) => (out += text),
      stderr: (text) => (err += text),
    });
    return { code, out, err };
  };

  beforeAll(async () => {
    operator = await newOperator(shop());
    const picture = await storedPicture(shop(), operator);
    const parka = await shop().post(
      '/api/admin/products',
      {
        id: 'arctic-parka',
        name: 'Kids Arctic Parka',
        description: 'Made for a test.',
        price: 1999,
        category: 'Kids',
        subCategory: 'Winterwear',
        sizes: ['M'],
        image: [picture],
      },
      operator.token,
    );
    expect(parka.status).toBe(201);
  });

  it('lists the seeded groups, oldest first, to operators only', async () => {
    expect((await groups()).map((group) => group.words)).toEqual(SEEDED);
    expect((await shop().get('/api/admin/synonyms')).status).toBe(401);
    const shopper = await shop().newShopper();
    const refused = await shop().request({
      method: 'GET',
      url: '/api/admin/synonyms',
      headers: { token: shopper.token },
    });
    expect(refused.status).toBe(403);
    expect((await shop().post('/api/admin/synonyms', { words: ['a', 'b'] }, shopper.token)).status).toBe(403);
  });

  it('adds a group trimmed, lower-cased and each word once, and removes it by its id, 404 once gone', async () => {
    const added = await asOperator('POST', '/api/admin/synonyms', {
      words: [' Gilet ', 'BODYWARMER', 'gilet', 'vest'],
    });
    expect(added.status).toBe(200);
    const group = added.body.group as Group;
    expect(added.body).toEqual({ success: true, group: { id: group.id, words: ['gilet', 'bodywarmer', 'vest'] } });
    expect((await groups()).at(-1)).toEqual(group);
    expect((await asOperator('DELETE', `/api/admin/synonyms/${group.id}`)).body).toEqual({ success: true });
    expect((await groups()).map((one) => one.id)).not.toContain(group.id);
    const again = await asOperator('DELETE', `/api/admin/synonyms/${group.id}`);
    expect([again.status, again.body]).toEqual([
      404,
      { success: false, message: en['catalog.noSuchSynonyms'].replace('{id}', group.id) },
    ]);
  });

  it('refuses fewer than two different words, more than twenty, and words blank or longer than forty', async () => {
    for (const words of [
      ['one'],
      ['same', 'SAME '],
      ['fine', '   '],
      Array.from({ length: 21 }, (_, index) => `word${index}`),
      ['fine', 'x'.repeat(41)],
      'not a list',
      [],
    ]) {
      const answer = await asOperator('POST', '/api/admin/synonyms', { words });
      expect([words, answer.status, answer.body.success]).toEqual([words, 400, false]);
    }
    expect((await asOperator('POST', '/api/admin/synonyms', {})).status).toBe(400);
    expect((await groups()).map((group) => group.words)).toEqual(SEEDED);
  });

  it('changes the next search when the command line adds or removes a group, whatever was answered before', async () => {
    expect(await idsOf('anorak')).toEqual([]);
    const added = await cli('synonyms', 'add', 'Parka', 'anorak');
    expect(added).toMatchObject({ code: 0, err: '' });
    const id = /^Added (\S+): parka, anorak\.$/m.exec(added.out)?.[1] ?? '';
    expect(await idsOf('anorak')).toEqual(['arctic-parka']);
    expect(await idsOf('anorack')).toEqual(['arctic-parka']);

    const listed = await cli('synonyms', 'list');
    expect(listed.out).toMatch(new RegExp(`^${id}\\s+parka, anorak$`, 'm'));
    expect(JSON.parse((await cli('synonyms', 'list', '--json')).out)).toContainEqual({
      id,
      words: ['parka', 'anorak'],
    });

    expect((await asOperator('DELETE', `/api/admin/synonyms/${id}`)).status).toBe(200);
    expect(await idsOf('anorak')).toEqual([]);
    expect(await cli('synonyms', 'remove', id)).toMatchObject({
      code: 1,
      err: `${en['catalog.noSuchSynonyms'].replace('{id}', id)}\n`,
    });
    expect((await cli('synonyms', 'add', 'lonely')).code).toBe(1);
  });
});

describe("the search's synonyms on two server processes on one PostgreSQL", () => {
  const started = twoProcessesOnPostgres('synonyms');

  it('a group added and removed through one process changes the next search of the other', async () => {
    const { servers, databaseUrl } = started();
    const [a, b] = servers.map((server) => shopClient(server.url));
    if (!a || !b) throw new Error('two processes');
    const details = newShopperDetails('synonyms', 'Synonym Operator');
    const { token } = await a.succeed<{ token: string }>('POST', '/api/user/register', { body: details });
    const opened = openDatabase(databaseUrl);
    try {
      await setRole(opened.db, details.email, 'admin');
    } finally {
      await opened.close();
    }
    const search = async (q: string) =>
      (await b.succeed<{ products: Array<{ name: string }> }>('GET', `/api/product/query?q=${q}`)).products.map(
        (p) => p.name,
      );
    expect(await search('gilet')).toEqual([]);
    const added = await a.request({
      method: 'POST',
      url: '/api/admin/synonyms',
      payload: { words: ['gilet', 'hoodie'] },
      headers: { token },
    });
    expect(added.status).toBe(200);
    const hoodies = await search('gilet');
    expect(hoodies.length).toBeGreaterThan(0);
    expect(hoodies.every((name) => name.includes('Hoodie'))).toBe(true);
    const removed = await a.request({
      method: 'DELETE',
      url: `/api/admin/synonyms/${(added.body as { group: Group }).group.id}`,
      headers: { token },
    });
    expect(removed.status).toBe(200);
    expect(await search('gilet')).toEqual([]);
  });
});
