import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * react-admin's English, with its save and delete notices in the shop's plain words instead of
 * 'Element created' (the seed words none of them).
 */
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    notification: {
      ...englishMessages.ra.notification,
      created: 'Saved',
      updated: 'Saved |||| %{smart_count} saved',
      deleted: 'Deleted |||| %{smart_count} deleted',
      item_doesnt_exist: 'Not found: it may have been deleted',
      http_error: 'Could not reach the shop. Please try again.',
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', { allowMissing: true });
