// The areas of /admin/delivery: pincodes, or their first digits, where the operator turned delivery or cash on
// delivery off or on whatever their zone says; a form adds or replaces a rule and each rule has its remove button.
import type { FormEvent } from 'react';
import { useAdminSetDeliveryAreaMutation, type AdminGetDeliveryApiResponse } from '../adminApi';
import type { DeliveryText } from '../adminText';
import type { Act } from './useAct';
import { DataTable } from './DataTable';
import { Field, Fields, Part, SmallButton } from './ui';
import { useDeliveryText } from './useAdminText';

type AreaRule = AdminGetDeliveryApiResponse['areas'][number];

const said = (text: DeliveryText, value: boolean | null) => (value === null ? text.asZone : value ? text.yes : text.no);
const chosen = (form: HTMLFormElement, name: string): boolean | null => {
  const value = (form.elements.namedItem(name) as HTMLSelectElement).value;
  return value === 'zone' ? null : value === 'yes';
};

function Choice({ name, label }: { name: string; label: string }) {
  const text = useDeliveryText();
  return (
    <Field>
      {label}
      <select name={name} defaultValue="zone">
        <option value="zone">{text.asZone}</option>
        <option value="yes">{text.yes}</option>
        <option value="no">{text.no}</option>
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
  const text = useDeliveryText();
  const [setArea] = useAdminSetDeliveryAreaMutation();

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const area = (form.elements.namedItem('area') as HTMLInputElement).value.trim();
    const body = { delivers: chosen(form, 'delivers'), cod: chosen(form, 'cod') };
    if (body.delivers === null && body.cod === null) {
      say(text.areaChoose);
      return;
    }
    if (await act(() => setArea({ area, body }).unwrap(), text.areaSaved(area))) form.reset();
  };
  const remove = (area: string) =>
    act(() => setArea({ area, body: { delivers: null, cod: null } }).unwrap(), text.areaRemoved(area));

  return (
    <Part aria-labelledby="delivery-areas">
      <h3 id="delivery-areas">{text.areasTitle}</h3>
      <p id="delivery-areas-hint">{text.areasHint}</p>
      {areas.length === 0 ? (
        <p>{text.noAreas}</p>
      ) : (
        <DataTable
          busy={busy}
          columns={[text.area, text.delivers, text.cod, text.remove]}
          rows={areas}
          rowKey={(rule) => rule.area}
          phoneLabels={['', text.delivers, text.cod, '']}
          cells={(rule) => [
            rule.area,
            said(text, rule.delivers),
            said(text, rule.cod),
            <SmallButton
              key="remove"
              type="button"
              aria-label={text.removeArea(rule.area)}
              onClick={() => void remove(rule.area)}
            >
              {text.remove}
            </SmallButton>,
          ]}
        />
      )}
      <form onSubmit={(event) => void add(event)} aria-label={text.addArea}>
        <Fields>
          <Field>
            {text.area}
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
          <Choice name="delivers" label={text.delivers} />
          <Choice name="cod" label={text.cod} />
          <SmallButton type="submit">{text.addArea}</SmallButton>
        </Fields>
      </form>
    </Part>
  );
}
