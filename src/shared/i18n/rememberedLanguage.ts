// The language the shopper chose with the switch, kept in the browser so a later visit to an English address opens
// in it. Nothing is kept when storage is unavailable (private windows, the server).
import { isLanguage, type Language } from '../../../contract';

const KEY = 'shop.language';

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused: the choice lasts as long as the address says it.
  }
}

export function rememberedLanguage(): Language | undefined {
  try {
    const kept = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    return isLanguage(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function forgetLanguage(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
