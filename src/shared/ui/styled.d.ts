// Types styled-components' DefaultTheme as the project's theme.
import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends Theme {}
}
