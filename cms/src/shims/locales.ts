// decap-cms-locales in the admin: only the English of Decap's own interface (config.yml says
// `locale: en`). Decap registers every language it has, about 1 MB of the bundle otherwise.
export { default as en } from 'decap-cms-locales/dist/esm/en/index.js';
