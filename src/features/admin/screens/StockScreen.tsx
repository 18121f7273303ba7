// /admin/stock: every product's units per size, the fewest first, each edited in place; a product's name opens its
// ledger.
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage } from '../../../shared/i18n';
import { useAdminListStockQuery, useAdminSetStockMutation, type StockLevel } from '../adminApi';
import { ErrorText, Field, Notice, Section, SmallButton, Table, TableBox } from '../components/ui';
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
        <TableBox>
          <Table>
            <thead>
              <tr>
                <th scope="col">{text.name}</th>
                <th scope="col">{text.size}</th>
                <th scope="col">{text.units}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((level) => (
                <tr key={`${level.productId}:${level.size}`}>
                  <th scope="row">
                    <Link to={`/admin/stock/${level.productId}`}>{level.name}</Link>
                  </th>
                  <td>{level.size}</td>
                  <td>
                    <UnitsEditor level={level} onSaved={setNotice} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
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
