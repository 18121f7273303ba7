// The language the shopper reads the shop in. The address decides it (`/hi/...`): the API's calls and the listeners'
// toasts read it from the router (makeStore's `language`); the state mirrors it, one effect late, only for the
// product selectors (which answers hold the texts shown) and QA's action log.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract';

export interface LanguageState {
  shown: Language;
}

const initialState: LanguageState = { shown: DEFAULT_LANGUAGE };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    /** The page now shown is in `language` (the address changed to it). */
    languageShown(state, action: PayloadAction<Language>) {
      state.shown = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.shown,
  },
});

export const { languageShown } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;

/** The language the page shows, in any store: English in one made without the language slice (unit tests'). */
export const selectLanguageOf = (state: unknown): Language =>
  (state as { language?: LanguageState }).language
    ? selectLanguage(state as { language: LanguageState })
    : DEFAULT_LANGUAGE;
