// /admin/stock: the sizes shoppers wait to be told about (most waiting first), then every product's units per size,
// the fewest first, each edited in place; a product's name opens its ledger. On a phone the units' field and its Save
// sit one above the other when the row has no room for both, so Save is never cut off by the table's edge.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import {
  useAdminListStockAlertsQuery,
  useAdminListStockQuery,
  useAdminSetStockMutation,
  type StockLevel,
} from '../adminApi';
import { DataTable } from '../components/DataTable';
import { ErrorText, Field, Notice, Section, SmallButton } from '../components/ui';
import { lowFirst, matchingLevels } from '../productSelectors';
import { adminPath } from '../../../../contract/adminPages';

const STOCK_SHOWN = 60;

export function StockScreen() {
  const { t } = useTranslation();
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
        <h2 id="admin-stock">{t('admin.stock')}</h2>
        <p>{t('admin.lowFirst')}</p>
        <Field>
          {t('admin.search')}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </Field>
        <Notice role="status">{notice}</Notice>
        {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
        {shown.length > 0 && (
          <DataTable
            columns={[t('admin.name'), t('admin.size'), t('admin.units')]}
            rows={shown}
            rowKey={(level) => `${level.productId}:${level.size}`}
            cells={(level) => [
              <Link key="name" to={adminPath('stockLedger', { productId: level.productId })}>
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
  const { t } = useTranslation();
  const { data } = useAdminListStockAlertsQuery();
  const sizes = data?.sizes ?? [];
  if (sizes.length === 0) return null;
  return (
    <Section aria-labelledby="admin-waiting">
      <h2 id="admin-waiting">{t('admin.waitingTitle')}</h2>
      <p>{t('admin.waitingHint')}</p>
      <DataTable
        columns={[t('admin.name'), t('admin.size'), t('admin.waiting'), t('admin.inStock')]}
        rows={sizes.slice(0, STOCK_SHOWN)}
        rowKey={(size) => `${size.productId}:${size.size}`}
        cells={(size) => [
          <Link key="name" to={adminPath('stockLedger', { productId: size.productId })}>
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
  const { t } = useTranslation();
  const language = useLanguage();
  const [value, setValue] = useState(String(level.quantity));
  const [setStock, saving] = useAdminSetStockMutation();
  const valid = /^\d{1,7}$/.test(value);
  const save = async () => {
    try {
      const answer = await setStock({
        body: { productId: level.productId, size: level.size, quantity: Number(value) },
      }).unwrap();
      onSaved(t('admin.unitsSaved', { name: level.name, size: level.size, units: answer.quantity }));
    } catch (failure) {
      onSaved(t('admin.failed', { message: errorMessage(failure, language) }));
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
        aria-label={t('admin.unitsOf', { name: level.name, size: level.size })}
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <SmallButton type="submit" disabled={!valid || saving.isLoading || value === String(level.quantity)}>
        {t('admin.saveUnits')}
      </SmallButton>
    </UnitsForm>
  );
}
