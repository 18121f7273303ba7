// /admin/stock: every product's units per size, the fewest first, each edited in place; a product's name opens its
// ledger.
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage } from '../../../shared/i18n';
import { useAdminListStockQuery, useAdminSetStockMutation, type StockLevel } from '../adminApi';
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
  );
}

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
    <form
      style={{ display: 'flex', gap: '0.5rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void save();
      }}
    >
      <input
        aria-label={text.unitsOf(level.name, level.size)}
        inputMode="numeric"
        pattern="[0-9]*"
        size={6}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <SmallButton type="submit" disabled={!valid || saving.isLoading || value === String(level.quantity)}>
        {text.saveUnits}
      </SmallButton>
    </form>
  );
}
