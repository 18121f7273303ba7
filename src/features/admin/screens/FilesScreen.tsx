// /admin/files: products imported from a CSV or JSON file, refused line by line as the command line refuses them, and
// the catalog exported as either.
import { useState, type FormEvent } from 'react';
import { errorMessage, isFetchBaseQueryError } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminExportProductsQuery, useAdminImportProductFileMutation } from '../adminApi';
import { Check, ErrorText, Field, Notice, Row, Section, SmallButton } from '../components/ui';
import { productsCsv } from '../productSelectors';

interface Refusal {
  line: number;
  errors: string[];
}

const rejectedOf = (data: unknown): Refusal[] =>
  typeof data === 'object' && data !== null && Array.isArray((data as { rejected?: unknown }).rejected)
    ? (data as { rejected: Refusal[] }).rejected
    : [];

function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function FilesScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [importFile, importing] = useAdminImportProductFileMutation();
  const products = useAdminExportProductsQuery().data?.products;
  const [summary, setSummary] = useState('');
  const [problem, setProblem] = useState('');
  const [refusals, setRefusals] = useState<{ where: 'line' | 'item'; list: Refusal[] }>({ where: 'line', list: [] });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    setSummary('');
    setProblem('');
    setRefusals({ where: 'line', list: [] });
    const format = file instanceof File ? /\.(csv|json)$/i.exec(file.name)?.[1]?.toLowerCase() : undefined;
    if (!(file instanceof File) || (format !== 'csv' && format !== 'json')) {
      setProblem(t('admin.wrongFile'));
      return;
    }
    const where = format === 'csv' ? 'line' : 'item';
    try {
      const report = await importFile({
        body: { format, text: await file.text(), strict: form.get('strict') === 'on' },
      }).unwrap();
      setSummary(t('admin.imported', { added: report.added.length, updated: report.updated.length }));
      setRefusals({ where, list: report.rejected });
    } catch (failure) {
      const rejected = isFetchBaseQueryError(failure) ? rejectedOf(failure.data) : [];
      if (rejected.length > 0) setSummary(t('admin.nothingImported'));
      else setProblem(t('admin.failed', { message: errorMessage(failure, language) }));
      setRefusals({ where, list: rejected });
    }
  };

  return (
    <Section aria-labelledby="admin-import">
      <h2 id="admin-import">{t('admin.importTitle')}</h2>
      <p>{t('admin.importHelp')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <Field>
          {t('admin.file')}
          <input type="file" name="file" accept=".csv,.json,text/csv,application/json" required />
        </Field>
        <Check>
          <input type="checkbox" name="strict" />
          {t('admin.strict')}
        </Check>
        <Row>
          <SmallButton type="submit" disabled={importing.isLoading}>
            {t('admin.importButton')}
          </SmallButton>
        </Row>
      </form>
      <div role="status">
        <Notice>{summary}</Notice>
        {refusals.list.length > 0 && (
          <>
            <h3>{t('admin.refusals')}</h3>
            <ul>
              {refusals.list.map((refusal) => (
                <li key={refusal.line}>
                  {t('admin.refusal', { where: refusals.where, line: refusal.line, errors: refusal.errors.join('; ') })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <h2>{t('admin.exportTitle')}</h2>
      <Row>
        <SmallButton
          type="button"
          disabled={!products}
          onClick={() => products && download('products.csv', 'text/csv', productsCsv(products))}
        >
          {t('admin.exportCsv')}
        </SmallButton>
        <SmallButton
          type="button"
          disabled={!products}
          onClick={() =>
            products && download('products.json', 'application/json', `${JSON.stringify(products, null, 2)}\n`)
          }
        >
          {t('admin.exportJson')}
        </SmallButton>
      </Row>
    </Section>
  );
}
