// npm run shop -- delivery, against a real shop on SQLite and PostgreSQL: the operator changes the zone table, turns
// areas off and on and sets the largest cash order from the terminal; the admin API and the delivery promise follow.
import { newOperator } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { cliOn } from '../test/cliTestRun';

describeEachDatabase('npm run shop -- delivery', (shop) => {
  let operator: Shopper;
  const cli = cliOn(shop);
  const settings = async (): Promise<unknown> =>
    (await shop().request({ method: 'GET', url: '/api/admin/delivery', headers: { token: operator.token } })).body;
  const promise = async (pincode: string): Promise<unknown> =>
    (await shop().request({ method: 'GET', url: `/api/delivery/${pincode}` })).body;

  beforeAll(async () => {
    operator = await newOperator(shop());
  });

  it('shows the zone table, no area rules and no cash limit', async () => {
    const shown = await cli('delivery', 'show');
    expect(shown.code).toBe(0);
    const lines = shown.stdout.split('\n');
    expect(lines[0]).toMatch(/^ZONE +DAYS +DELIVERS +CASH ON DELIVERY$/);
    expect(lines.slice(1, 6).map((line) => line.split(/ +/)[0])).toEqual([
      'sameCity',
      'sameState',
      'metro',
      'restOfIndia',
      'northEastAndIslands',
    ]);
    expect(shown.stdout).toContain('No area rules: every pincode follows its zone.');
    expect(shown.stdout).toContain('Largest cash order: no limit');
  });

  it('changes a zone, an area and the largest cash order, which the admin API and the promise then say', async () => {
    const zone = await cli('delivery', 'zone', 'northEastAndIslands', '--days', '9', '--cod', 'no');
    expect(zone.code).toBe(0);
    expect(zone.stdout).toMatch(/northEastAndIslands +9 +yes +no/);

    const area = await cli('delivery', 'area', '7930', '--delivers', 'no');
    expect(area.code).toBe(0);
    expect(area.stdout).toMatch(/^7930 +no +as its zone$/m);
    expect((await cli('delivery', 'area', '560001', '--cod', 'no', '--delivers', 'zone')).code).toBe(0);
    expect((await cli('delivery', 'cod-limit', '5000')).stdout).toContain('Largest cash order: ₹5,000');

    expect(await settings()).toMatchObject({
      zones: expect.arrayContaining([{ zone: 'northEastAndIslands', days: 9, delivers: true, cod: false }]),
      areas: [
        { area: '560001', delivers: null, cod: false },
        { area: '7930', delivers: false, cod: null },
      ],
      codMaxAmount: 5000,
    });
    expect(await promise('793001')).toMatchObject({ delivers: false, deliveryBy: null });
    expect(await promise('560001')).toMatchObject({ delivers: true, cod: { offered: false, reason: 'area' } });

    const removed = await cli('delivery', 'area-remove', '7930');
    expect(removed.code).toBe(0);
    expect(removed.stdout).not.toMatch(/^7930 /m);
    expect(await promise('793001')).toMatchObject({ delivers: true, zone: 'northEastAndIslands' });
    expect((await cli('delivery', 'area-remove', '560001')).code).toBe(0);
    expect((await cli('delivery', 'cod-limit', 'none')).stdout).toContain('Largest cash order: no limit');
    expect((await cli('delivery', 'zone', 'northEastAndIslands', '--days', '7', '--cod', 'yes')).code).toBe(0);
    expect(await settings()).toMatchObject({ areas: [], codMaxAmount: null });
  });

  it('refuses what it does not understand, saying what it takes', async () => {
    expect(await cli('delivery', 'zone', 'moon', '--days', '2')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"moon" is not a zone. The zones are: sameCity, sameState'),
    });
    expect((await cli('delivery', 'zone', 'metro', '--days', 'two')).stderr).toContain('--days takes a whole number');
    expect((await cli('delivery', 'zone', 'metro', '--cod', 'maybe')).stderr).toContain('--cod takes yes or no');
    expect((await cli('delivery', 'area', '0123', '--delivers', 'no')).stderr).toContain('"0123" is not a pincode');
    expect((await cli('delivery', 'area', '5600')).stderr).toContain('Say --delivers or --cod');
    expect((await cli('delivery', 'area-remove', '5600')).stderr).toContain('There is no rule for the area 5600.');
    expect((await cli('delivery', 'cod-limit', 'lots')).stderr).toContain('or none, not "lots"');
    expect((await cli('delivery', 'cod-limit', '0')).stderr).toContain('must be above 0');
  });
});
