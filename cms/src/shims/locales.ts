// decap-cms-locales in the admin: only the English of Decap's own interface (the config says
// `locale: en`). Decap registers every language it has, about 1 MB of the bundle otherwise.
import english from 'decap-cms-locales/dist/esm/en/index.js';

type Phrases = { [key: string]: string | Phrases };
const { editor } = english as { editor: Phrases & { editorControlPane: { widget: Phrases } } };

// A field's pattern comes with the schema's own message, which finishes the sentence
// "<field> …" (content/schema.ts): "Anchor must be lowercase words joined by hyphens".
export const en = {
  ...english,
  editor: {
    ...editor,
    editorControlPane: {
      ...editor.editorControlPane,
      widget: { ...editor.editorControlPane.widget, regexPattern: '%{fieldLabel} %{pattern}.' },
    },
  },
};
