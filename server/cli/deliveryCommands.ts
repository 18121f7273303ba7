// npm run shop -- delivery show|zone|area|area-remove|cod-limit: where the shop delivers and takes cash, as on
// /admin/delivery. The zones are seen from the dispatch pincode (DISPATCH_PINCODE).
import type { Command } from 'commander';
import { toPaise, toRupees } from '../../contract';
import { deliveryRules, setArea, setCodLimit, setZone, ZONES } from '../places';
import { CliFailure, type CliContext } from './context';
import { printableJson, rupees, table } from './table';

type Rules = Awaited<ReturnType<typeof deliveryRules>>;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const areaFlag = (value: boolean | null) => (value === null ? 'as its zone' : yesNo(value));

/** yes or no, or (for an area) zone: follow the zone's rule. */
function choice(typed: string, what: string, zoneAllowed: boolean): boolean | null {
  const word = typed.trim().toLowerCase();
  if (word === 'yes') return true;
  if (word === 'no') return false;
  if (zoneAllowed && word === 'zone') return null;
  throw new CliFailure(`--${what} takes ${zoneAllowed ? 'yes, no or zone' : 'yes or no'}, not "${typed}".`);
}

function rulesText(rules: Rules): string {
  return [
    table(
      ['ZONE', 'DAYS', 'DELIVERS', 'CASH ON DELIVERY'],
      rules.zones.map((rule) => [rule.zone, String(rule.days), yesNo(rule.delivers), yesNo(rule.cod)]),
    ),
    '',
    rules.areas.length === 0
      ? 'No area rules: every pincode follows its zone.'
      : table(
          ['AREA', 'DELIVERS', 'CASH ON DELIVERY'],
          rules.areas.map((rule) => [rule.area, areaFlag(rule.delivers), areaFlag(rule.cod)]),
        ),
    '',
    `Largest cash order: ${rules.codMaxPaise === null ? 'no limit' : rupees(toRupees(rules.codMaxPaise))}`,
  ].join('\n');
}

export function registerDeliveryCommands(program: Command, context: CliContext): void {
  const delivery = program
    .command('delivery')
    .description(
      'where the shop delivers and takes cash on delivery: the zone table (seen from DISPATCH_PINCODE), areas ' +
        'turned off or on, and the largest cash order',
    );
  const show = async () => context.print(rulesText(await deliveryRules(await context.db())));

  delivery
    .command('show')
    .description('the zone table, the area rules and the largest cash order')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const rules = await deliveryRules(await context.db());
      context.print(options.json ? printableJson(rules) : rulesText(rules));
    });

  delivery
    .command('zone <zone>')
    .description(`change a zone (${ZONES.join(', ')}): its days on the road, whether the shop delivers, takes cash`)
    .option('--days <n>', 'days from dispatch to the door (0 to 60)')
    .option('--delivers <yes|no>', 'whether the shop delivers to this zone')
    .option('--cod <yes|no>', 'whether cash on delivery is offered in this zone')
    .action(async (zone: string, options: { days?: string; delivers?: string; cod?: string }) => {
      if (options.days !== undefined && !/^[0-9]+$/.test(options.days.trim()))
        throw new CliFailure(`--days takes a whole number from 0 to 60, not "${options.days}".`);
      await setZone(await context.db(), zone, {
        ...(options.days !== undefined && { days: Number(options.days) }),
        ...(options.delivers !== undefined && { delivers: choice(options.delivers, 'delivers', false) ?? true }),
        ...(options.cod !== undefined && { cod: choice(options.cod, 'cod', false) ?? true }),
      });
      await show();
    });

  delivery
    .command('area <area>')
    .description('turn a pincode, or every pincode starting with these 1 to 6 digits, off or on (the longest wins)')
    .option('--delivers <yes|no|zone>', 'whether the shop delivers there (zone: as its zone)', 'zone')
    .option('--cod <yes|no|zone>', 'whether cash on delivery is offered there (zone: as its zone)', 'zone')
    .action(async (area: string, options: { delivers: string; cod: string }) => {
      const delivers = choice(options.delivers, 'delivers', true);
      const cod = choice(options.cod, 'cod', true);
      if (delivers === null && cod === null)
        throw new CliFailure('Say --delivers or --cod (yes or no); to remove an area rule, use delivery area-remove.');
      await setArea(await context.db(), { area: area.trim(), delivers, cod });
      await show();
    });

  delivery
    .command('area-remove <area>')
    .description("remove an area's rule: its pincodes follow their zone again")
    .action(async (area: string) => {
      const db = await context.db();
      if (!(await deliveryRules(db)).areas.some((rule) => rule.area === area.trim()))
        throw new CliFailure(`There is no rule for the area ${area}.`);
      await setArea(db, { area: area.trim(), delivers: null, cod: null });
      await show();
    });

  delivery
    .command('cod-limit <rupees>')
    .description('the largest order that may be paid in cash on delivery, in rupees, or none: no limit')
    .action(async (typed: string) => {
      const word = typed.trim().toLowerCase();
      if (word !== 'none' && !/^[0-9]+(\.[0-9]{1,2})?$/.test(word))
        throw new CliFailure(`The largest cash order is an amount in rupees (such as 5000) or none, not "${typed}".`);
      await setCodLimit(await context.db(), word === 'none' ? null : toPaise(Number(word)));
      await show();
    });
}
