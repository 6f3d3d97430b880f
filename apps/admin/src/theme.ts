import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's light theme in the shop's colours (the storefront's ink and warm accent). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { mode: 'light', primary: { main: '#1f2933' }, secondary: { main: '#b7791f' } },
};
