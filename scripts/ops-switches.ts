// The back office's brand switches as commands of `npm run ops` (docs/back-office.md "Brand switches"): the same
// service the console calls (system domain, brand-overrides); every change is checked against the brand folder's
// schema and rules, recorded in ops_action (who, why, before, after) and reaches every running instance within
// seconds through NOTIFY. Removing a switch's override returns it to the folder's value.
import { SWITCH_KEY } from '../src/core/api/office-switches';
import {
  removeBrandSwitch,
  setBrandSwitch,
  settleBrandSwitches,
  storedOverrides,
} from '../src/server/domains/system';
import type { ContractCommandInput } from './ops-contracts';

export const SWITCHES_HELP = `
  switch-list --brand <code>                              the brand's switch overrides (key, value, version, who)
  switch-set <key> --brand <code> --value <json> --by <who> --reason <why>
                                                          overrides one switch of the brand folder, live:
                                                            maintenance        '{"enabled":true,"message":{"en":"…"}}'
                                                            region             '{"blockedCountries":["US"],"blockedCidrs":["203.0.113.0/24"]}'
                                                            vendor:<CODE>      '{"maintenance":true}'
                                                            promotion:<id>     '{"enabled":false}' or '{"enabled":true,"budget":500000}'
                                                            notice:<id>        '{"enabled":true,"notice":{"title":{…},"content":{…},"publishedAt":"…"}}'
                                                            popup:<id>         '{"enabled":true,"popup":{"title":{…},"content":{…},"execution":"B","slot":"ANONYMOUS_POPUP"}}'
                                                          ({"enabled":false} alone disables a folder notice or popup)
  switch-maintenance on|off --brand <code> --by <who> --reason <why> [--text <message>]
                                                          the whole site under maintenance (message in the brand's
                                                          default language) or open again (the override is removed)
  switch-remove <key> --brand <code> --by <who> --reason <why>
                                                          removes the override: the folder's value is served again`;

export const SWITCHES_COMMANDS = ['switch-list', 'switch-set', 'switch-maintenance', 'switch-remove'];

export async function switchesCommand(input: ContractCommandInput): Promise<number> {
  const { command, values, required, db } = input;
  const brand = input.brandByCode(required('brand'));
  const code = brand.config.code;
  const key = () => {
    if (!input.target || !new RegExp(SWITCH_KEY).test(input.target))
      throw input.usage(
        'a switch key is required (maintenance, region, vendor:<CODE>, promotion:<id>, notice:<id>, popup:<id>)',
      );
    return input.target;
  };
  const set = async (k: string, value: unknown) => {
    const row = await setBrandSwitch(db, brand, {
      key: k,
      value,
      actor: `cli:${required('by')}`,
      reason: required('reason'),
    });
    console.log(`${code} ${k}: version ${row.version} ${JSON.stringify(row.value)}`);
    await settled();
  };
  // Waits until every running server acknowledged the change (or says which did not answer in time).
  const settled = async () => {
    if (await settleBrandSwitches(db)) console.log('applied by every running server');
    else
      console.log('not every running server acknowledged it within 5 s: they apply it when they reconnect');
  };
  switch (command) {
    case 'switch-list': {
      const rows = (await storedOverrides(db, code)).get(code) ?? [];
      input.printTable(
        rows.map((r) => ({
          switch: r.key,
          value: JSON.stringify(r.value),
          version: r.version,
          by: r.updatedBy,
          at: r.updatedAt,
        })),
      );
      return 0;
    }
    case 'switch-set': {
      let value: unknown;
      try {
        value = JSON.parse(required('value'));
      } catch {
        throw input.usage('--value must be JSON, e.g. \'{"enabled":true}\'');
      }
      await set(key(), value);
      return 0;
    }
    case 'switch-maintenance': {
      if (input.target === 'on') {
        const text = typeof values.text === 'string' ? values.text.trim() : '';
        await set('maintenance', {
          enabled: true,
          ...(text ? { message: { [brand.config.languages.default]: text } } : {}),
        });
        return 0;
      }
      if (input.target !== 'off') throw input.usage('switch-maintenance on|off');
      await removeBrandSwitch(db, code, {
        key: 'maintenance',
        actor: `cli:${required('by')}`,
        reason: required('reason'),
      });
      console.log(
        `${code} maintenance: override removed (folder: ${brand.config.maintenance.enabled ? 'on' : 'off'})`,
      );
      return 0;
    }
    case 'switch-remove': {
      const k = key();
      await removeBrandSwitch(db, code, {
        key: k,
        actor: `cli:${required('by')}`,
        reason: required('reason'),
      });
      console.log(`${code} ${k}: override removed, the folder's value is served`);
      await settled();
      return 0;
    }
  }
  return 2;
}
