// /admin/search: the groups of words search takes as meaning the same (denim and jeans, ladki and girls), each removed
// with its button, and a new group added from words separated by commas. A change holds for every shopper's next
// search.
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminAddSynonymsMutation, useAdminListSynonymsQuery, useAdminRemoveSynonymsMutation } from '../adminApi';
import { ErrorText, Field, Notice, Row, Section, SmallButton } from '../components/ui';

/** The words typed, as the server takes them: trimmed, lower case, each once, none empty. */
export const wordsOf = (typed: string): string[] => [
  ...new Set(
    typed
      .split(',')
      .map((word) => word.trim().toLocaleLowerCase())
      .filter((word) => word !== ''),
  ),
];

export function SynonymsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error } = useAdminListSynonymsQuery();
  const [add, adding] = useAdminAddSynonymsMutation();
  const [remove] = useAdminRemoveSynonymsMutation();
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState('');
  const groups = data?.groups ?? [];

  const addGroup = async () => {
    const words = wordsOf(typed);
    if (words.length < 2) return setNotice(t('admin.synonymsTooFew'));
    try {
      const answer = await add({ body: { words } }).unwrap();
      setTyped('');
      setNotice(t('admin.synonymsAdded', { words: answer.group.words.join(', ') }));
    } catch (failure) {
      setNotice(t('admin.failed', { message: errorMessage(failure, language) }));
    }
  };
  const removeGroup = async (id: string, words: string) => {
    try {
      await remove({ id }).unwrap();
      setNotice(t('admin.synonymsRemoved', { words }));
    } catch (failure) {
      setNotice(t('admin.failed', { message: errorMessage(failure, language) }));
    }
  };

  return (
    <Section aria-labelledby="admin-synonyms">
      <h2 id="admin-synonyms">{t('admin.searchWords')}</h2>
      <p>{t('admin.synonymsHint')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!adding.isLoading) void addGroup();
        }}
      >
        <Row>
          <Field>
            {t('admin.synonymsWords')}
            <input value={typed} onChange={(event) => setTyped(event.target.value)} />
          </Field>
          <SmallButton type="submit" aria-busy={adding.isLoading}>
            {t('admin.addSynonyms')}
          </SmallButton>
        </Row>
      </form>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {data && groups.length === 0 && <p>{t('admin.noSynonyms')}</p>}
      {groups.length > 0 && (
        <ul aria-labelledby="admin-synonyms">
          {groups.map((group) => {
            const words = group.words.join(', ');
            return (
              <li key={group.id}>
                <Row>
                  <span>{words}</span>
                  <SmallButton
                    type="button"
                    aria-label={t('admin.removeSynonyms', { words })}
                    onClick={() => void removeGroup(group.id, words)}
                  >
                    ×
                  </SmallButton>
                </Row>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
