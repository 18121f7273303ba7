// The zone table of /admin/delivery: each zone's days on the road and whether the shop delivers and takes cash there,
// changed in the row and saved with the row's own button.
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminSetDeliveryZoneMutation, type AdminGetDeliveryApiResponse } from '../adminApi';
import type { Act } from './useAct';
import { DataTable } from './DataTable';
import { Part, SmallButton } from './ui';
import { useTranslation } from '../../../shared/i18n';

type ZoneRule = AdminGetDeliveryApiResponse['zones'][number];
interface Draft {
  days: string;
  delivers: boolean;
  cod: boolean;
}

const wholeDays = (typed: string) => /^[0-9]{1,2}$/.test(typed) && Number(typed) <= 60;

export function DeliveryZones({ zones, busy, act }: { zones: ZoneRule[]; busy: boolean; act: Act }) {
  const { t } = useTranslation();
  const [setZone] = useAdminSetDeliveryZoneMutation();
  const [drafts, setDrafts] = useState<Partial<Record<ZoneRule['zone'], Draft>>>({});
  const draftOf = (rule: ZoneRule): Draft =>
    drafts[rule.zone] ?? { days: String(rule.days), delivers: rule.delivers, cod: rule.cod };
  const change = (rule: ZoneRule, part: Partial<Draft>) =>
    setDrafts((now) => ({ ...now, [rule.zone]: { ...draftOf(rule), ...part } }));
  const save = async (rule: ZoneRule) => {
    const draft = draftOf(rule);
    const body = { days: Number(draft.days), delivers: draft.delivers, cod: draft.cod };
    const saved = await act(
      () => setZone({ zone: rule.zone, body }).unwrap(),
      t('admin.delivery.zoneSaved', { zone: t(`admin.delivery.zoneName.${rule.zone}`) }),
    );
    if (saved) setDrafts((now) => Object.fromEntries(Object.entries(now).filter(([zone]) => zone !== rule.zone)));
  };

  return (
    <Part aria-labelledby="delivery-zones">
      <h3 id="delivery-zones">{t('admin.delivery.zonesTitle')}</h3>
      <DataTable
        busy={busy}
        columns={[
          t('admin.delivery.zone'),
          t('admin.delivery.days'),
          t('admin.delivery.delivers'),
          t('admin.delivery.cod'),
          t('admin.delivery.save'),
        ]}
        rows={zones}
        rowKey={(rule) => rule.zone}
        phoneLabels={['', t('admin.delivery.days'), t('admin.delivery.delivers'), t('admin.delivery.cod'), '']}
        cells={(rule) => {
          const name = t(`admin.delivery.zoneName.${rule.zone}`);
          const draft = draftOf(rule);
          const box = (flag: 'delivers' | 'cod', label: string) => (
            <Box
              key={flag}
              type="checkbox"
              aria-label={label}
              checked={draft[flag]}
              onChange={(event) => change(rule, { [flag]: event.target.checked })}
            />
          );
          return [
            name,
            <Days
              key="days"
              type="number"
              min={0}
              max={60}
              step={1}
              inputMode="numeric"
              aria-label={t('admin.delivery.daysOf', { zone: name })}
              aria-invalid={!wholeDays(draft.days)}
              value={draft.days}
              onChange={(event) => change(rule, { days: event.target.value })}
            />,
            box('delivers', t('admin.delivery.deliversTo', { zone: name })),
            box('cod', t('admin.delivery.codIn', { zone: name })),
            <SmallButton
              key="save"
              type="button"
              aria-label={t('admin.delivery.saveZone', { zone: name })}
              disabled={!wholeDays(draft.days)}
              onClick={() => void save(rule)}
            >
              {t('admin.delivery.save')}
            </SmallButton>,
          ];
        }}
      />
    </Part>
  );
}

const Days = styled.input`
  width: 5rem;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  font: inherit;
`;

const Box = styled.input`
  width: 1.5rem;
  height: 1.5rem;
`;
