// /admin/stock: the sizes shoppers wait to be told about (most waiting first), then every product's units per size,
// the fewest first, each edited in place; a product's name opens its ledger. On a phone the units' field and its Save
// sit one above the other when the row has no room for both, so Save is never cut off by the table's edge.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage } from '../../../shared/i18n';
import {
  useAdminListStockAlertsQuery,
  useAdminListStockQuery,
  useAdminSetStockMutation,
  type StockLevel,
} from '../adminApi';
import { DataTable } from '../components/DataTable';
import { ErrorText, Field, Notice, Section, SmallButton } from '../components/ui';
import { useAdminText } from '../components/useAdminText';
import { lowFirst, matchingLevels } from '../productSelectors';

const STOCK_SHOWN = 60;

export function StockScreen() {
  const text = useAdminText();
  const language = useLanguage();
  const { data, error } = useAdminListStockQuery({});
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState('');
  const levels = lowFirst(data?.stock ?? []);
  const shown = matchingLevels(levels, query).slice(0, STOCK_SHOWN);

  return (
    <>
      <WaitingSizes />
      <Section aria-labelledby="admin-stock">
        <h2 id="admin-stock">{text.stock}</h2>
        <p>{text.lowFirst}</p>
        <Field>
          {text.search}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </Field>
        <Notice role="status">{notice}</Notice>
        {error && <ErrorText role="alert">{text.failed(errorMessage(error, language))}</ErrorText>}
        {shown.length > 0 && (
          <DataTable
            columns={[text.name, text.size, text.units]}
            rows={shown}
            rowKey={(level) => `${level.productId}:${level.size}`}
            cells={(level) => [
              <Link key="name" to={`/admin/stock/${level.productId}`}>
                {level.name}
              </Link>,
              level.size,
              <UnitsEditor key="units" level={level} onSaved={setNotice} />,
            ]}
          />
        )}
      </Section>
    </>
  );
}

/** The sizes with shoppers waiting for them; nothing while none wait. */
function WaitingSizes() {
  const text = useAdminText();
  const { data } = useAdminListStockAlertsQuery();
  const sizes = data?.sizes ?? [];
  if (sizes.length === 0) return null;
  return (
    <Section aria-labelledby="admin-waiting">
      <h2 id="admin-waiting">{text.waitingTitle}</h2>
      <p>{text.waitingHint}</p>
      <DataTable
        columns={[text.name, text.size, text.waiting, text.inStock]}
        rows={sizes.slice(0, STOCK_SHOWN)}
        rowKey={(size) => `${size.productId}:${size.size}`}
        cells={(size) => [
          <Link key="name" to={`/admin/stock/${size.productId}`}>
            {size.name}
          </Link>,
          size.size,
          size.waiting,
          size.inStock,
        ]}
      />
    </Section>
  );
}

/** A size's units and its Save: side by side when they fit, Save under the field on a narrow screen. */
const UnitsForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  & input {
    width: 5rem;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    font: inherit;
  }
`;

function UnitsEditor({ level, onSaved }: { level: StockLevel; onSaved: (notice: string) => void }) {
  const text = useAdminText();
  const language = useLanguage();
  const [value, setValue] = useState(String(level.quantity));
  const [setStock, saving] = useAdminSetStockMutation();
  const valid = /^\d{1,7}$/.test(value);
  const save = async () => {
    try {
      const answer = await setStock({
        body: { productId: level.productId, size: level.size, quantity: Number(value) },
      }).unwrap();
      onSaved(text.unitsSaved(level.name, level.size, answer.quantity));
    } catch (failure) {
      onSaved(text.failed(errorMessage(failure, language)));
    }
  };
  return (
    <UnitsForm
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void save();
      }}
    >
      <input
        aria-label={text.unitsOf(level.name, level.size)}
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <SmallButton type="submit" disabled={!valid || saving.isLoading || value === String(level.quantity)}>
        {text.saveUnits}
      </SmallButton>
    </UnitsForm>
  );
}
