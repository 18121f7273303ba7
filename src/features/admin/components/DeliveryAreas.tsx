// The areas of /admin/delivery: pincodes, or their first digits, where the operator turned delivery or cash on
// delivery off or on whatever their zone says; a form adds or replaces a rule and each rule has its remove button.
import type { FormEvent } from 'react';
import { useTranslation, type Translate } from '../../../shared/i18n';
import { useAdminSetDeliveryAreaMutation, type AdminGetDeliveryApiResponse } from '../adminApi';
import type { Act } from './useAct';
import { DataTable } from './DataTable';
import { Field, Fields, Part, SmallButton } from './ui';

type AreaRule = AdminGetDeliveryApiResponse['areas'][number];

const said = (t: Translate, value: boolean | null) =>
  t(value === null ? 'admin.delivery.asZone' : value ? 'admin.delivery.yes' : 'admin.delivery.no');
const chosen = (form: HTMLFormElement, name: string): boolean | null => {
  const value = (form.elements.namedItem(name) as HTMLSelectElement).value;
  return value === 'zone' ? null : value === 'yes';
};

function Choice({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Field>
      {label}
      <select name={name} defaultValue="zone">
        <option value="zone">{t('admin.delivery.asZone')}</option>
        <option value="yes">{t('admin.delivery.yes')}</option>
        <option value="no">{t('admin.delivery.no')}</option>
      </select>
    </Field>
  );
}

interface AreasProps {
  areas: AreaRule[];
  busy: boolean;
  act: Act;
  /** Says something in the screen's live line. */
  say: (message: string) => void;
}

export function DeliveryAreas({ areas, busy, act, say }: AreasProps) {
  const { t } = useTranslation();
  const [setArea] = useAdminSetDeliveryAreaMutation();

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const area = (form.elements.namedItem('area') as HTMLInputElement).value.trim();
    const body = { delivers: chosen(form, 'delivers'), cod: chosen(form, 'cod') };
    if (body.delivers === null && body.cod === null) {
      say(t('admin.delivery.areaChoose'));
      return;
    }
    if (await act(() => setArea({ area, body }).unwrap(), t('admin.delivery.areaSaved', { area }))) form.reset();
  };
  const remove = (area: string) =>
    act(
      () => setArea({ area, body: { delivers: null, cod: null } }).unwrap(),
      t('admin.delivery.areaRemoved', { area }),
    );

  return (
    <Part aria-labelledby="delivery-areas">
      <h3 id="delivery-areas">{t('admin.delivery.areasTitle')}</h3>
      <p id="delivery-areas-hint">{t('admin.delivery.areasHint')}</p>
      {areas.length === 0 ? (
        <p>{t('admin.delivery.noAreas')}</p>
      ) : (
        <DataTable
          busy={busy}
          columns={[
            t('admin.delivery.area'),
            t('admin.delivery.delivers'),
            t('admin.delivery.cod'),
            t('admin.delivery.remove'),
          ]}
          rows={areas}
          rowKey={(rule) => rule.area}
          phoneLabels={['', t('admin.delivery.delivers'), t('admin.delivery.cod'), '']}
          cells={(rule) => [
            rule.area,
            said(t, rule.delivers),
            said(t, rule.cod),
            <SmallButton
              key="remove"
              type="button"
              aria-label={t('admin.delivery.removeArea', { area: rule.area })}
              onClick={() => void remove(rule.area)}
            >
              {t('admin.delivery.remove')}
            </SmallButton>,
          ]}
        />
      )}
      <form onSubmit={(event) => void add(event)} aria-label={t('admin.delivery.addArea')}>
        <Fields>
          <Field>
            {t('admin.delivery.area')}
            <input
              name="area"
              required
              inputMode="numeric"
              pattern="[1-9][0-9]{0,5}"
              maxLength={6}
              autoComplete="off"
              aria-describedby="delivery-areas-hint"
            />
          </Field>
          <Choice name="delivers" label={t('admin.delivery.delivers')} />
          <Choice name="cod" label={t('admin.delivery.cod')} />
          <SmallButton type="submit">{t('admin.delivery.addArea')}</SmallButton>
        </Fields>
      </form>
    </Part>
  );
}
