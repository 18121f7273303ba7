// How an operator's change runs on a screen: the call, then the screen's live line says what was done, or what the
// server refused.
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';

/** Runs a change and says how it went; answers whether it was done. */
export type Act = (work: () => Promise<unknown>, done: string) => Promise<boolean>;

/** The screen's live line, and the act that fills it. */
export function useAct(): { notice: string; say: (notice: string) => void; act: Act } {
  const { t } = useTranslation();
  const language = useLanguage();
  const [notice, say] = useState('');
  const act: Act = async (work, done) => {
    try {
      await work();
      say(done);
      return true;
    } catch (failure) {
      say(t('admin.failed', { message: errorMessage(failure, language) }));
      return false;
    }
  };
  return { notice, say, act };
}
